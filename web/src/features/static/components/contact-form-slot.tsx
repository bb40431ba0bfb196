import type { ReactNode } from 'react';

/**
 * Where the contact form goes on the /contact page (spec §2 Contact section: fullName, email,
 * phoneNumber, message with an n/250 counter, optional file). Renders what it is given and nothing
 * otherwise; the page's grid gives it a column of its own as soon as it renders something. A feature
 * does not import another feature, so the app passes the form in through the route's `contactForm`
 * prop.
 */
export function ContactFormSlot({ children }: { children?: ReactNode }) {
  return children ?? null;
}
