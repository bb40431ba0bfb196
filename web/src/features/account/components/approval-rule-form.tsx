import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { FormMessage } from '@/components/form/form-message';
import { ApprovalRuleQuery, SetApprovalRuleMutation } from '../api/company';

/** Shown when the rule could not be saved for an unknown reason. */
export const RULE_FAILED = 'The approval rule could not be saved. Please try again.';

/**
 * The company admin's approval rule (issue 24): orders above this amount (euros, gross) always
 * need approval, whoever places them; empty = no rule. The api checks the role and the amount.
 */
export function ApprovalRuleForm() {
  const { data } = useQuery(ApprovalRuleQuery, { fetchPolicy: 'cache-and-network' });
  const current = data?.approvalRule?.amount ?? '';
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // A new saved amount starts the form afresh with it; the message outlives that.
  return <RuleForm key={current} current={current} feedback={feedback} setFeedback={setFeedback} />;
}

/** The outcome shown under the form. */
interface Feedback {
  text: string;
  ok: boolean;
}

/** The rule's form, starting from the saved amount `current` (euros; '' = no rule). */
function RuleForm(props: {
  current: string;
  feedback: Feedback | null;
  setFeedback: (feedback: Feedback | null) => void;
}) {
  const { feedback, setFeedback } = props;
  const [amount, setAmount] = useState(props.current);
  const [save, { loading }] = useMutation(SetApprovalRuleMutation, {
    refetchQueries: [ApprovalRuleQuery],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFeedback(null);
    try {
      const result = (await save({ variables: { approvalAbove: amount.trim() } })).data
        ?.setApprovalRule;
      const error = result?.userErrors[0]?.message;
      if (!result || error) {
        setFeedback({ text: error ?? RULE_FAILED, ok: false });
        return;
      }
      setFeedback({ text: 'Approval rule saved', ok: true });
    } catch {
      setFeedback({ text: RULE_FAILED, ok: false });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Approval rule">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Orders above this amount always need approval by an approver or a company administrator,
          whoever places them. Leave it empty for no rule.
        </Text>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
          <FormField
            label="Approval needed above (€)"
            name="approvalAbove"
            inputMode="decimal"
            placeholder="No rule"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button type="submit" colorPalette="brand" loading={loading}>
            Save rule
          </Button>
        </Flex>
        {feedback ? (
          <FormMessage message={feedback.text} status={feedback.ok ? 'success' : 'error'} />
        ) : null}
      </Stack>
    </form>
  );
}
