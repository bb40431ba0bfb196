import { company } from '@/config/company';
import type { PolicyDocument } from './types';

/**
 * The cookies policy shown at /cookies-policy (spec §2 Static pages). It lists the cookies the shop
 * really sets (spec §3: `authToken` and `user`, 8 hours, §9) and the 'cart' browser storage.
 */
export const cookiesPolicy: PolicyDocument = {
  title: 'Cookies Policy',
  lastUpdated: '2026-11-21',
  intro: [
    `This policy explains which cookies and similar technologies the ${company.storeName} website uses, why, and how you can control them. It follows the European Communities (Electronic Communications Networks and Services) (Privacy and Electronic Communications) Regulations 2011 and the guidance of the Data Protection Commission.`,
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser so that it can recognise your browser on later visits. Browser storage (local storage) works in a similar way but stays on your device and is not sent to our servers automatically. In this policy, “cookies” covers both.',
        'Some cookies are strictly necessary for a website to work. Others, such as analytics or advertising cookies, are optional and may only be set with your consent.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      paragraphs: [
        `We use only the strictly necessary cookies and storage below. ${company.storeName} does not use analytics, advertising or social media tracking cookies.`,
      ],
      items: [
        'authToken: keeps you signed in to your trade account. It is set when you sign in, cannot be read by scripts on the page, and expires after 8 hours or when you sign out.',
        'user: remembers your name and office city so that the header can greet you. It is set when you sign in and expires after 8 hours or when you sign out.',
        'cart (local storage): remembers the products in your shopping cart between visits on the same device. It is removed when you place your order, or you can clear it in your browser at any time.',
      ],
      after: [
        'Because these are strictly necessary to provide the service you ask for (signing in and keeping a cart), the law does not require your consent for them, but we still want you to know about them.',
      ],
    },
    {
      id: 'third-party',
      heading: 'Third-party content',
      paragraphs: [
        'Our Contact page shows a map from OpenStreetMap, embedded in the page. When the map loads, your browser connects to the OpenStreetMap servers, which receive your IP address and may set their own cookies under the OpenStreetMap Foundation’s own privacy and cookie policies. If you prefer not to load the map, you can use the address and the ‘View on map’ link instead.',
        'Links to other websites, including social media, are not covered by this policy.',
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing cookies',
      paragraphs: [
        'You can see, block and delete cookies and local storage in your browser settings; each browser’s help pages explain how. If you block the strictly necessary cookies you will not be able to sign in, and if you clear local storage your cart will be emptied.',
        'Signing out deletes the authToken and user cookies straight away.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we ever add optional cookies, such as analytics, we will update this policy and ask for your consent before setting them. The date at the top shows when this policy last changed.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `Questions about cookies can be sent to ${company.email}. Our Privacy Notice explains how we handle personal data and your rights, including your right to complain to the Data Protection Commission.`,
      ],
    },
  ],
};
