import { PolicyPage } from '../components/policy-page';
import { privacyNotice } from '../content/privacy';

/** The privacy notice page at /privacy-policy (spec §2 Static pages). */
export default function PrivacyPolicyRoute() {
  return <PolicyPage policy={privacyNotice} />;
}
