import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The sign-in prompt My Orders shows to visitors (/orders has no guard, spec §2, §6). */
export function SignInPrompt({ from }: { from: string }) {
  return (
    <Stack align="center" gap="4" py="10" textAlign="center">
      <Text fontSize="lg">Please log in to view your orders</Text>
      <Button asChild colorPalette="brand" borderRadius="full" px="8">
        <RouterLink to={paths.signIn.to()} state={{ from }}>
          Login
        </RouterLink>
      </Button>
    </Stack>
  );
}
