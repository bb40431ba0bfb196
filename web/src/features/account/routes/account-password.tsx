import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { PasswordField } from '@/components/form/password-field';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toaster';
import { PanelCard } from '@/components/panel-card';
import { useTimedMessage } from '@/lib/use-timed-message';
import { UpdatePasswordMutation } from '../api/documents';
import { passwordProblem } from '../lib/password-rules';

/** Spec §8 password update fallbacks. */
export const UPDATE_PASSWORD_MESSAGES = {
  failed: 'Failed to update password.',
  unexpected: 'Something went wrong.',
} as const;
/** How long password update messages stay, in milliseconds (spec §8, §9). */
export const UPDATE_PASSWORD_MESSAGE_MS = 4000;

/**
 * 'Update Password' (spec §2, §5, §8): current, new and confirm password. Rule failures, the
 * server's message, 'Failed to update password.' or 'Something went wrong.' show for 4 s; success
 * shows the server's message and goes to /.
 */
export default function AccountPasswordRoute() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const feedback = useTimedMessage(UPDATE_PASSWORD_MESSAGE_MS);
  const [updatePassword, { loading }] = useMutation(UpdatePasswordMutation);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    feedback.clear();
    const problem = passwordProblem(next, confirm);
    if (problem) {
      feedback.show(problem);
      return;
    }
    try {
      const { data } = await updatePassword({
        variables: { currentPassword: current, newPassword: next },
      });
      const result = data?.updatePassword;
      if (result?.success) {
        notify('success', result.message ?? 'Password updated successfully.');
        await navigate(paths.home.to());
        return;
      }
      feedback.show(
        result?.userErrors[0]?.message ?? result?.message ?? UPDATE_PASSWORD_MESSAGES.failed,
      );
    } catch (error) {
      const serverMessage = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      feedback.show(serverMessage ?? UPDATE_PASSWORD_MESSAGES.unexpected);
    }
  };

  return (
    <PageContainer>
      <PageTitle title="Update Password" eyebrow="My Account" />
      <PanelCard maxW="md">
        <form onSubmit={(e) => void onSubmit(e)}>
          <Stack gap="5">
            <PasswordField
              label="Current Password"
              name="currentPassword"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
            <PasswordField
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              required
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
            <PasswordField
              label="Confirm Password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <FormMessage message={feedback.message} />
            <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
              Update Password
            </Button>
          </Stack>
        </form>
      </PanelCard>
    </PageContainer>
  );
}
