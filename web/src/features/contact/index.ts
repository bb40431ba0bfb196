/**
 * Public face of the contact feature (spec §2 Contact section and Request A Callback modal): the
 * Contact Us form for / and /contact, and the callback dialog opened from the header.
 */
export { ContactForm } from './components/contact-form';
export type { ContactFormProps } from './components/contact-form';
export { CallbackModal } from './components/callback-modal';
export type { CallbackModalProps } from './components/callback-modal';
