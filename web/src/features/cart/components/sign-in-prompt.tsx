import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** 'Please log in' with a Login link to /signin, for visitors on /cart (spec §2 Cart, §6). */
export function SignInPrompt() {
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <Text fontSize="lg">Please log in</Text>
      <Button asChild colorPalette="brand" borderRadius="full" px="8">
        <RouterLink to={paths.signIn.to()} state={{ from: paths.cart.to() }}>
          Login
        </RouterLink>
      </Button>
    </Stack>
  );
}
