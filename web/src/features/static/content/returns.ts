import { company } from '@/config/company';
import type { PolicyDocument } from './types';

/**
 * The return policy shown at /return-policy (spec §2 Static pages; §9 policy facts: returns within 30
 * days of delivery, refunds in 7 to 10 business days, cancellation within 14 working days after
 * delivery, delivery date change at least 5 working days before, 40-night comfort guarantee).
 */
export const returnPolicy: PolicyDocument = {
  title: 'Return Policy',
  lastUpdated: '2026-11-21',
  intro: [
    `We want every piece you buy from ${company.name} to arrive in perfect condition and sell well in your store. This policy explains how returns, cancellations, refunds and delivery changes work for trade accounts. It forms part of our Terms and Conditions.`,
  ],
  sections: [
    {
      id: 'returns',
      heading: 'Returning goods',
      paragraphs: [
        'You may return goods within 30 days of delivery. Please contact us before sending anything back so that we can give you a returns reference and arrange collection; returns without a reference cannot be processed.',
        'Returned goods must be unused, in their original packaging and in the condition in which they were delivered. Where goods are returned for a reason other than a fault or our error, we may charge the reasonable cost of collection, which we will agree with you in advance.',
      ],
    },
    {
      id: 'made-to-order',
      heading: 'Made-to-order items',
      paragraphs: [
        'Beds and headboards made to your choice of size, fabric and colour, items with storage fitted to order, and orders with a special quote or special instructions are made specifically for you. These cannot be returned unless they are faulty, damaged on delivery or not what you ordered.',
      ],
    },
    {
      id: 'damaged-or-faulty',
      heading: 'Damaged, faulty or incorrect goods',
      paragraphs: [
        'Please check every delivery when it arrives and note any visible damage on the delivery docket. Report damaged, faulty or incorrect goods to us as soon as possible, and in any case within 30 days of delivery, with your order reference and photographs of the problem.',
        'We will repair, replace or refund the goods at our choice and at no cost to you, including collection. This does not affect any rights you have under Irish law.',
      ],
    },
    {
      id: 'comfort-guarantee',
      heading: '40-night comfort guarantee',
      paragraphs: [
        'Our mattresses come with a 40-night comfort guarantee. A mattress needs time to settle and the body needs time to adjust, so the end customer should sleep on a new mattress for at least 21 nights before deciding. If they are still not comfortable, you may exchange it for a different comfort grade of the same size within 40 nights of delivery.',
      ],
      items: [
        'The mattress must have been used with a mattress protector and be clean, undamaged and free of stains.',
        'One exchange is allowed per mattress; any difference in price is charged or credited to your trade account.',
        'The guarantee does not cover made-to-order sizes or mattresses sold as clearance.',
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancelling an order',
      paragraphs: [
        'You can cancel an order free of charge while it is awaiting dispatch, using the Cancel button in My Orders or by contacting us. The amount is returned to your available credit straight away.',
        'Once an order has been delivered, you may cancel it within 14 working days after delivery by telling us in writing, provided the goods are returned unused and in their original packaging as described above. Made-to-order items cannot be cancelled once production has started.',
      ],
    },
    {
      id: 'delivery-changes',
      heading: 'Changing a delivery date',
      paragraphs: [
        'If you need to change an agreed delivery date, please let us know at least 5 working days before the scheduled delivery. Changes made with less notice may not be possible, and a failed or refused delivery may be charged at the cost of the wasted journey.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [
        'Once we have received and inspected returned goods, or accepted a cancellation, we will issue a refund in 7 to 10 business days. Refunds are made as a credit note to your trade account, restoring your available credit, or to the original payment method where you paid in advance.',
        'We will tell you by e-mail when the refund has been issued. If goods are returned used, damaged or incomplete, we may reduce the refund by the loss in value and will explain why.',
      ],
    },
    {
      id: 'how-to-contact-us',
      heading: 'How to contact us',
      paragraphs: [
        `To arrange a return, cancellation, exchange or delivery change, contact our trade desk at ${company.email} or ${company.phone}, Monday to Friday, 9:00 to 17:00. Please have your order's tracking ID or reference number to hand.`,
      ],
    },
  ],
};
