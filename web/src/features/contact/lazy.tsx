import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { CallbackModalProps } from './components/callback-modal';
import type { ContactFormProps } from './components/contact-form';

// Issue 12 (JavaScript budget): the contact form and the callback dialog bring react-hook-form, zod
// and the phone input (libphonenumber-js) with them, so they load in their own chunks, on demand.
const ContactFormChunk = lazy(() =>
  import('./components/contact-form').then((module) => ({ default: module.ContactForm })),
);
const CallbackModalChunk = lazy(() =>
  import('./components/callback-modal').then((module) => ({ default: module.CallbackModal })),
);

/** Height (px) kept for the contact form while its chunk loads, so the page below does not jump. */
const CONTACT_FORM_MIN_HEIGHT = 560;

/**
 * The Contact Us form (spec §2 Contact section), loaded lazily: its code is fetched when the form is
 * rendered, while the space it takes is already reserved (no layout shift).
 */
export function LazyContactForm(props: ContactFormProps) {
  return (
    <Suspense fallback={<Box minH={`${CONTACT_FORM_MIN_HEIGHT}px`} aria-busy="true" />}>
      <ContactFormChunk {...props} />
    </Suspense>
  );
}

/**
 * The Request A Callback dialog (spec §2), loaded the first time it opens; stays mounted afterwards
 * so its closing animation and state behave as before.
 */
export function LazyCallbackModal({ open, onOpenChange }: CallbackModalProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CallbackModalChunk open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
