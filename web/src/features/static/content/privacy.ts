import { company } from '@/config/company';
import type { PolicyDocument } from './types';

const address = company.addressLines.join(', ');

/**
 * The privacy notice shown at /privacy-policy (spec §2 Static pages; §9 policy facts: data retention
 * typically at least 6 years, minimum age 18 and 16 for content). Written for Ireland and the GDPR.
 */
export const privacyNotice: PolicyDocument = {
  title: 'Privacy Notice',
  lastUpdated: '2026-11-21',
  intro: [
    `This notice explains how ${company.name} collects, uses, shares and protects personal data when you use the ${company.storeName} website, apply for or hold a trade account, place orders, or contact us. We process personal data in line with the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Data Protection Acts 1988 to 2018.`,
    'Please read it together with our Cookies Policy and our Terms and Conditions.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${company.name} is the data controller for the personal data described in this notice. Our address is ${address}.`,
        `For any question about this notice or your personal data, write to us at ${company.email} or at the postal address above, marked for the attention of the Data Protection Lead, or call ${company.phone}.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The personal data we collect',
      paragraphs: [
        'Most of the data we hold is business contact data about the people who work for our trade customers. We collect:',
      ],
      items: [
        'Account details: full name, company name, sign-in e-mail address, invoice e-mail address, phone number, country, office address, city and Eircode, and delivery address, city and Eircode.',
        'Account records: your credit limit, the balance of your trade account, whether you subscribed to our newsletter, and a securely hashed version of your password (we never store the password itself).',
        'Order details: the products, sizes, fabrics and quantities you order, your reference numbers, special instructions and any files you attach, delivery addresses, tracking IDs and delivery status.',
        'Messages: what you send through the contact form or the Request a Callback form, including your name, company name, e-mail address, phone number, message and any attached file.',
        'Technical data: the cookies and browser storage described in our Cookies Policy, and server logs recording IP address, date and time and the page requested, which we keep for security.',
      ],
      after: [
        'We do not ask for special categories of personal data (such as health data) and ask you not to include them in messages or attachments.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data and our legal bases',
      paragraphs: ['We use personal data only where the GDPR gives us a legal basis:'],
      items: [
        'To assess applications for trade accounts, open and run your account, take and deliver orders, manage credit and invoices, and handle returns and cancellations: performance of our contract with you or your employer (Article 6(1)(b) GDPR).',
        'To keep accounting and tax records and to meet our other obligations under Irish law: legal obligation (Article 6(1)(c)).',
        'To answer enquiries and callback requests, keep the website secure, prevent fraud, and improve our products and service: our legitimate interests in running a trade business, balanced against your rights (Article 6(1)(f)).',
        'To send our newsletter and special offers: your consent, which you give by subscribing and can withdraw at any time from the website footer or by contacting us (Article 6(1)(a)).',
      ],
      after: [
        'We do not make decisions about you by automated means alone, and we do not sell personal data.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share your data with',
      paragraphs: [
        'We share personal data only as far as each recipient needs it, and only with parties bound to protect it:',
      ],
      items: [
        'Delivery partners and carriers, who receive the delivery name, address, phone number and order details.',
        'Service providers who host our website and systems, send our e-mail, and provide IT support, acting as our processors under written contracts.',
        'Our accountants, auditors, legal advisers and insurers, where needed.',
        'Public authorities such as the Revenue Commissioners or An Garda Síochána, where the law requires it.',
        'A buyer of all or part of our business, under confidentiality, should that ever happen.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfers outside the European Economic Area',
      paragraphs: [
        'We aim to keep personal data within the European Economic Area (EEA). Where a service provider processes data outside the EEA, we make sure the transfer is protected by an adequacy decision of the European Commission or by the Standard Contractual Clauses approved by the Commission, with additional safeguards where needed. You can ask us for details of these safeguards.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep personal data only as long as we need it for the purpose we collected it for. Account, order, invoice and credit records are kept for as long as your account is open and then typically for at least 6 years after the end of the financial year they relate to, because Irish tax and company law require us to keep business records for that period and because they may be needed to deal with legal claims.',
        'Contact form messages and callback requests are kept for up to 2 years after our last exchange with you, unless they become part of an order or a complaint. Security logs are kept for up to 90 days. If you withdraw your consent to marketing, we keep a note of that so that we do not contact you again.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under the GDPR you have the right to:'],
      items: [
        'access the personal data we hold about you and receive a copy;',
        'have inaccurate data corrected and incomplete data completed;',
        'have your data erased where we no longer have a reason to keep it;',
        'restrict our use of your data while a concern is being checked;',
        'receive data you gave us in a portable, machine-readable format;',
        'object to our use of your data based on legitimate interests, and object at any time to direct marketing;',
        'withdraw consent at any time, without affecting what we did before you withdrew it.',
      ],
      after: [
        `To use any of these rights, contact us at ${company.email}. We may ask you to confirm your identity. We answer within one month; where a request is complex we may extend this by up to two further months and will tell you why. Exercising your rights is free of charge.`,
      ],
    },
    {
      id: 'age-limits',
      heading: 'Age limits',
      paragraphs: [
        'Trade accounts are for businesses, and you must be at least 18 years old to register for an account or place an order. You must be at least 16 years old to submit content to us (such as messages, reviews, photographs or other files), which is the digital age of consent in Ireland. We do not knowingly collect personal data from children; if you believe a child has sent us personal data, please contact us and we will delete it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      paragraphs: [
        'We use technical and organisational measures suited to the risk, including encrypted connections (HTTPS), hashed passwords, session cookies that scripts on the page cannot read, access controls limited to staff who need the data, and regular backups. No system is perfectly secure, so if we become aware of a personal data breach that is likely to put your rights at risk, we will notify the Data Protection Commission within 72 hours and tell you without undue delay where the law requires it.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        'If you are unhappy with how we handle your personal data, please tell us first so that we can try to put it right.',
        'You also have the right to lodge a complaint with the Data Protection Commission, the Irish supervisory authority: Data Protection Commission, 21 Fitzwilliam Square South, Dublin 2, D02 RD28, Ireland (www.dataprotection.ie), or with the supervisory authority of the EU country where you live or work.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'We review this notice regularly and update it when our practices or the law change. The date at the top shows when it last changed. Where a change significantly affects you, we will tell account holders by e-mail before it takes effect.',
      ],
    },
  ],
};
