import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toaster';
import { FormMessage } from '@/components/form/form-message';
import { useTimedMessage } from '@/lib/use-timed-message';
import { ResetPasswordMutation } from '../api/mutations';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { graphQLErrorMessage } from '../lib/errors';

/** Shown instead of the form when the link carries no token (spec §2 reset password). */
export const INVALID_RESET_LINK =
  'Invalid or expired reset link. Please request a new password reset.';
/** Spec §5 reset password mismatch message. */
export const RESET_MISMATCH = 'Passwords do not match!';
/** Spec §8 reset success toast. */
export const RESET_SUCCESS = 'Your password has been successfully reset';
/** Spec §8 fallback reset failure. */
export const RESET_FAILED = 'Something went wrong. Please try again.';
/** How long reset messages stay, in milliseconds (spec §5, §9). */
export const RESET_MESSAGE_MS = 4000;

/**
 * Reset password (spec §2, §5, §8): New Password and Confirm Password with show/hide toggles; the
 * token comes from `?token=`. Without one the page offers a new request (/forgot-pass). Messages
 * vanish after 4 s; success toasts and goes to /signin.
 */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const failure = useTimedMessage(RESET_MESSAGE_MS);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthLayout title="Reset Password" eyebrow="Password reset">
        <Stack gap="6">
          <FormMessage message={INVALID_RESET_LINK} />
          <Button
            colorPalette="brand"
            size="lg"
            onClick={() => void navigate(paths.forgotPass.to())}
          >
            Request a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    failure.clear();
    if (password !== confirm) {
      failure.show(RESET_MISMATCH);
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      const result = data?.resetPassword;
      if (result?.success) {
        notify('success', RESET_SUCCESS);
        await navigate(paths.signIn.to(), { replace: true });
        return;
      }
      failure.show(result?.userErrors[0]?.message ?? result?.message ?? RESET_FAILED);
    } catch (error) {
      failure.show(graphQLErrorMessage(error) ?? RESET_FAILED);
    }
  };

  return (
    <AuthLayout title="Reset Password" eyebrow="Password reset">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="5">
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <FormMessage message={failure.message} />
          <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
