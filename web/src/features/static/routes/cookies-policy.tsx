import { PolicyPage } from '../components/policy-page';
import { cookiesPolicy } from '../content/cookies';

/** The cookies policy page at /cookies-policy (spec §2 Static pages). */
export default function CookiesPolicyRoute() {
  return <PolicyPage policy={cookiesPolicy} />;
}
