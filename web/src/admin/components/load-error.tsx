import { Button, Stack, Text } from '@chakra-ui/react';
import { LOAD_FAILED, adminErrorMessage } from '../lib/errors';

/** A screen's load failure (issue 9 error state): the message, announced, with Try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack
      role="alert"
      align="start"
      gap="3"
      p="6"
      bg="bg.panel"
      borderRadius="md"
      borderWidth="1px"
    >
      <Text color="red.700" fontWeight="500">
        {adminErrorMessage(error, LOAD_FAILED)}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
