import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FormMessage } from '@/components/form/form-message';
import { RequestPasswordResetMutation } from '../api/mutations';
import { AuthLayout } from '../components/auth-layout';

/** Shown when the e-mail belongs to no account (spec §8 forgot password). */
export const UNKNOWN_EMAIL = 'This email does not exist.';
/** Any other failure of the forgot-password form (spec §8). */
export const FORGOT_FAILED = 'Something went wrong. Please try again.';

/**
 * Forgot password (spec §2, §4, §8): an e-mail field and Continue; once the reset e-mail is sent the
 * form gives way to a confirmation with a 'Return to Login' button.
 */
export default function ForgetPasswordRoute() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const result = data?.requestPasswordReset;
      if (result?.success) {
        setSentTo(email.trim());
        return;
      }
      const unknown = result?.userErrors.some(
        (e) => e.message === UNKNOWN_EMAIL || e.code === 'NOT_FOUND',
      );
      setError(unknown ? UNKNOWN_EMAIL : FORGOT_FAILED);
    } catch {
      setError(FORGOT_FAILED);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email" eyebrow="Password reset">
        <Stack gap="6" textAlign="center">
          <Text role="status">
            We have sent an email with a link to reset your password to <strong>{sentTo}</strong>.
            The link is valid for 1 hour.
          </Text>
          <Button colorPalette="brand" size="lg" onClick={() => void navigate(paths.signIn.to())}>
            Return to Login
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot Password"
      eyebrow="Password reset"
      lead="Enter the email address of your trade account and we will send you a link to reset your password."
    >
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="5">
          <Field.Root required>
            <Field.Label>
              Email
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <FormMessage message={error} />
          <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
            Continue
          </Button>
          <Link asChild fontSize="sm" color="brand.fg" alignSelf="center">
            <RouterLink to={paths.signIn.to()}>Return to Login</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthLayout>
  );
}
