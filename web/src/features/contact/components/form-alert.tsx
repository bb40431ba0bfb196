import { Box } from '@chakra-ui/react';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** The message; nothing is rendered when null. */
  message: string | null;
}

/** The red form-level message shown above or under a form for 3 seconds (spec §4, §8). */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Box
      role="alert"
      color="fg.error"
      bg="bg.error"
      borderWidth="1px"
      borderColor="border.error"
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
    >
      {message}
    </Box>
  );
}
