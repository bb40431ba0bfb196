import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CallbackModalProps } from './components/callback-modal';
import type { ContactFormProps } from './components/contact-form';

// Issue 12 (JavaScript budget): the contact form and the callback dialog bring react-hook-form, zod
// and the phone input (libphonenumber-js) with them, so they load in their own chunks, on demand.
// The form's chunk is requested once a form slot comes near the viewport (on the home page it sits
// at the bottom: a server-rendered visitor page keeps the form's HTML until then).
let releaseContactForm: () => void = () => {};
const contactFormWanted =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        releaseContactForm = resolve;
      });
const ContactFormChunk = lazy(() =>
  contactFormWanted
    .then(() => import('./components/contact-form'))
    .then((module) => ({ default: module.ContactForm })),
);

/** How far (px) outside the viewport a form slot starts loading the form's code. */
const NEAR_VIEWPORT_PX = 800;
const CallbackModalChunk = lazy(() =>
  import('./components/callback-modal').then((module) => ({ default: module.CallbackModal })),
);

/** Height (px) kept for the contact form while its chunk loads, so the page below does not jump. */
const CONTACT_FORM_MIN_HEIGHT = 560;

/**
 * The Contact Us form (spec §2 Contact section), loaded lazily: its code is fetched when the form's
 * slot comes within {@link NEAR_VIEWPORT_PX} of the viewport (at once without IntersectionObserver),
 * while the space it takes is already reserved (no layout shift).
 */
export function LazyContactForm(props: ContactFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      releaseContactForm();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        releaseContactForm();
        observer.disconnect();
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={slot} minW="0">
      <Suspense fallback={<Box minH={`${CONTACT_FORM_MIN_HEIGHT}px`} aria-busy="true" />}>
        <ContactFormChunk {...props} />
      </Suspense>
    </Box>
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
