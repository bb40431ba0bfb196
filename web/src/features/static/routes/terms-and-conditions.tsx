import { PolicyPage } from '../components/policy-page';
import { termsAndConditions } from '../content/terms';

/** The terms and conditions page at /terms-and-conditions (spec §2 Static pages). */
export default function TermsAndConditionsRoute() {
  return <PolicyPage policy={termsAndConditions} />;
}
