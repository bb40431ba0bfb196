/**
 * Public face of the contact feature (spec §2 Contact section and Request A Callback modal): the
 * Contact Us form for / and /contact, and the callback dialog opened from the header. The frame and
 * the route table use the lazy wrappers (issue 12: their code is not part of the initial chunks).
 */
export { LazyCallbackModal, LazyContactForm } from './lazy';
export type { ContactFormProps } from './components/contact-form';
export type { CallbackModalProps } from './components/callback-modal';
