import { LazyContactForm } from '@/features/contact';
import Home from '@/features/home/routes/home';

/**
 * The home page (spec §1 Home page): the home feature with the contact feature's form in its
 * Contact Us section. Pages that combine features live here in app/routes (issue 15).
 */
export default function HomePage() {
  return <Home contactForm={<LazyContactForm />} />;
}
