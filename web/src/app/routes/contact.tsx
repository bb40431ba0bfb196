import { LazyContactForm } from '@/features/contact';
import Contact from '@/features/static/routes/contact';

/**
 * The Contact page at /contact (spec §2 Contact section): the company details of the static
 * feature with the contact feature's form. Pages that combine features live here (issue 15).
 */
export default function ContactPage() {
  return <Contact contactForm={<LazyContactForm />} />;
}
