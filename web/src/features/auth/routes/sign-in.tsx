import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toaster';
import { FormMessage } from '@/components/form/form-message';
import { PasswordInput } from '@/components/form/password-input';
import { useTimedMessage } from '@/lib/use-timed-message';
import { LoginMutation } from '../api/mutations';
import { AuthLayout } from '../components/auth-layout';
import { graphQLErrorMessage } from '../lib/errors';
import { fromPath } from '../lib/redirect';

/** The fallback sign-in failure message (spec §8). */
export const LOGIN_FAILED = 'Login failed. Please try again.';
/** How long a sign-in failure stays on screen, in milliseconds (spec §8, §9). */
export const LOGIN_ERROR_MS = 3000;

/**
 * 'Trade Sign In' (spec §2 account screens, §4, §8): e-mail and password (show/hide). Success toasts
 * 'Login Successful', reloads every active query (prices appear) and goes to / or back to the page a
 * guard sent the visitor from; a failure shows the server's message or 'Login failed. Please try
 * again.' for 3 s.
 */
export default function SignInRoute() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const failure = useTimedMessage(LOGIN_ERROR_MS);
  const [login, { loading }] = useMutation(LoginMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    failure.clear();
    let message: string | null = LOGIN_FAILED;
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      const result = data?.login;
      if (result?.user) {
        notify('success', 'Login Successful');
        const target = fromPath(location.state) ?? paths.home.to();
        // The session changed: drop visitor data (prices were hidden) and reload what is on screen.
        await client.resetStore().catch(() => undefined);
        await navigate(target, { replace: true });
        return;
      }
      message = result?.userErrors[0]?.message ?? LOGIN_FAILED;
    } catch (error) {
      message = graphQLErrorMessage(error) ?? LOGIN_FAILED;
    }
    failure.show(message);
  };

  return (
    <AuthLayout title="Trade Sign In" eyebrow="Trade customers">
      <form onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="5">
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to={paths.forgetPassword.to()}>Forgot Password?</RouterLink>
          </Link>
          <FormMessage message={failure.message} />
          <Button type="submit" colorPalette="brand" size="lg" loading={loading}>
            Sign In
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            New to Serena Trade?{' '}
            <Link asChild color="brand.fg" fontWeight="600">
              <RouterLink to={paths.signUp.to()}>Apply For Trade Account</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
