import { PolicyPage } from '../components/policy-page';
import { returnPolicy } from '../content/returns';

/** The return policy page at /return-policy (spec §2 Static pages). */
export default function ReturnPolicyRoute() {
  return <PolicyPage policy={returnPolicy} />;
}
