/** Public face of the newsletter feature (spec §2 footer, §4, §8): the footer's toggle. */
export { NewsletterToggle } from './components/newsletter-toggle';
export { NEWSLETTER_MESSAGES, NEWSLETTER_TOAST_MS } from './lib/messages';
