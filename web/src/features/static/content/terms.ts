import { company } from '@/config/company';
import type { PolicyDocument } from './types';

const address = company.addressLines.join(', ');

/**
 * The terms and conditions shown at /terms-and-conditions (spec §2 Static pages; §9 policy facts:
 * cancellation within 14 working days after delivery, delivery date change at least 5 working days
 * before, force majeure over 3 months ends contracts, user-content consent assumed refused after 7
 * days, minimum age 18 and 16 for content; VAT 23%, lead time for beds).
 */
export const termsAndConditions: PolicyDocument = {
  title: 'Terms and Conditions',
  lastUpdated: '2026-11-21',
  intro: [
    `These terms apply to every use of the ${company.storeName} website and to every order placed with ${company.name}, ${address} (“we”, “us”), by a trade customer (“you”). By applying for a trade account or placing an order you accept them. Please read them together with our Return Policy, Privacy Notice and Cookies Policy.`,
  ],
  sections: [
    {
      id: 'trade-accounts',
      heading: 'Trade accounts',
      paragraphs: [
        `${company.storeName} is a wholesale service for furniture retailers and other businesses. Anyone may browse the catalogue, but prices are shown and orders accepted only for approved trade accounts. We review each application and may accept or refuse it at our discretion; we will tell you by e-mail when your account is approved.`,
        'You must be at least 18 years old to register for a trade account or place an order, and you confirm that you are authorised to act for the business named in the application.',
        'Keep your password confidential. You are responsible for orders placed with your account until you tell us that it may have been misused.',
      ],
    },
    {
      id: 'prices-and-credit',
      heading: 'Prices, VAT and credit',
      paragraphs: [
        'Trade prices are shown in euro and exclude VAT, which is added at the applicable Irish rate (currently 23%) and shown separately in your cart and on your invoice. Storage options and special quotes may change the price of a bed; the price confirmed when you place your order is the price you pay.',
        'Each trade account has a credit limit that we set and may review. An order can only be placed if its total including VAT is within your available credit. Invoices are payable within the terms agreed with your account; we may suspend new orders while an invoice is overdue.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders',
      paragraphs: [
        'Your order is an offer to buy. A contract is formed when we confirm the order and give it a tracking ID. We may refuse an order, for example where a price was clearly wrong or a product is no longer available, and will tell you promptly if we do.',
        'Each order line carries your customer reference number so that you can match our deliveries and invoices to your own sales.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      paragraphs: [
        'We deliver to the delivery address on your order, mainly within Ireland. Beds are made to order and carry a lead time of 2 to 4 weeks; other stock items are normally delivered sooner. Delivery dates are estimates, and you can follow each order in My Orders or on the Track page.',
        'If you need to change an agreed delivery date, you must tell us at least 5 working days before the scheduled delivery. Risk in the goods passes to you on delivery. Ownership passes only when we have been paid in full for them.',
      ],
    },
    {
      id: 'cancellation-and-returns',
      heading: 'Cancellation and returns',
      paragraphs: [
        'You may cancel an order free of charge while it is awaiting dispatch. After delivery you may cancel within 14 working days after delivery, on the conditions set out in our Return Policy, which also explains returns, refunds and the 40-night comfort guarantee on mattresses. Made-to-order items can only be cancelled before production starts.',
      ],
    },
    {
      id: 'quality-and-liability',
      heading: 'Quality and liability',
      paragraphs: [
        'Our goods are of merchantable quality and fit for their normal purpose, and they match the description on our website, allowing for natural variation in timber, fabric and colour between batches and screens.',
        'We are not liable for loss of profit, loss of business or any indirect loss. Our total liability for an order is limited to the price of that order. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited under Irish law.',
      ],
    },
    {
      id: 'force-majeure',
      heading: 'Events outside our control',
      paragraphs: [
        'Neither of us is responsible for a delay or failure caused by events outside reasonable control, such as extreme weather, fire, flood, pandemic, strikes by third parties, supplier or transport failures, or government action. The affected party must tell the other promptly and do what it reasonably can to limit the effect.',
        'If such an event lasts more than 3 months, either party may end the affected contract by written notice, and we will refund anything you have paid for goods not delivered.',
      ],
    },
    {
      id: 'user-content',
      heading: 'Content you send us',
      paragraphs: [
        'You must be at least 16 years old to send us content such as messages, photographs, reviews or files. You confirm that you own the content or have permission to share it, and that it is lawful and does not infringe anyone else’s rights.',
        'If we would like to use your content publicly, for example a photograph of our furniture in your showroom, we will ask for your consent first. If you do not reply within 7 days, we will assume that you have refused consent and will not use it.',
      ],
    },
    {
      id: 'website-use',
      heading: 'Using our website',
      paragraphs: [
        `The text, photographs, designs and logos on this website belong to ${company.name} or its licensors. You may use product photographs and descriptions to sell our products in your own store and online shop; any other use needs our written permission.`,
        'You must not misuse the website, try to gain unauthorised access to it, or interfere with its operation. We may suspend an account that is used in breach of these terms.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Your personal data',
      paragraphs: [
        'We handle personal data as described in our Privacy Notice, in line with the GDPR and the Irish Data Protection Acts 1988 to 2018.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms and every contract under them are governed by the laws of Ireland, and the courts of Ireland have exclusive jurisdiction.',
        'We may update these terms from time to time; the date at the top shows when they last changed. The terms in force when you place an order apply to that order.',
        `Questions about these terms can be sent to ${company.email} or ${company.phone}.`,
      ],
    },
  ],
};
