import { Button, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { FormMessage } from '@/components/form/form-message';
import { AcceptInvitationMutation } from '../api/mutations';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { graphQLErrorMessage } from '../lib/errors';

/** Shown instead of the form when the link carries no token. */
export const INVALID_INVITATION_LINK =
  'Invalid or expired invitation link. Please ask your company administrator for a new one.';
/** The mismatch message of the two passwords (as on reset password, spec §5). */
export const INVITATION_MISMATCH = 'Passwords do not match!';
/** The fallback failure message. */
export const INVITATION_FAILED = 'Something went wrong. Please try again.';

/**
 * /accept-invitation?token=… (issue 24): an invited company user chooses their password (the
 * sign-up rule) and is signed in, then goes to the home page; an invited staff member (issue 26)
 * goes to the admin console.
 */
export default function AcceptInvitationRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);
  const client = useApolloClient();
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthLayout title="Accept invitation" eyebrow="Invitation">
        <FormMessage message={INVALID_INVITATION_LINK} />
      </AuthLayout>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password !== confirm) {
      setFailure(INVITATION_MISMATCH);
      return;
    }
    try {
      const { data } = await accept({ variables: { token, password } });
      const result = data?.acceptInvitation;
      if (result?.user) {
        await client.resetStore().catch(() => undefined);
        await navigate(result.user.isAdmin ? '/admin' : paths.home.to(), { replace: true });
        return;
      }
      setFailure(result?.userErrors[0]?.message ?? INVITATION_FAILED);
    } catch (error) {
      setFailure(graphQLErrorMessage(error) ?? INVITATION_FAILED);
    }
  };

  return (
    <AuthLayout title="Accept invitation" eyebrow="Invitation">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="5">
          <Text color="fg.muted">Choose a password to sign in to Serena Trade.</Text>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <FormMessage message={failure} />
          <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
            Accept and sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
