import { Alert } from '@chakra-ui/react';

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  /** The text to show; nothing is rendered when null or empty. */
  message: string | null;
  /** Red for failures, green for success. */
  status?: 'error' | 'success' | 'info';
}

/** A one-line message above or below a form (spec §8 messages); announced to screen readers. */
export function FormMessage({ message, status = 'error' }: FormMessageProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} size="sm">
      <Alert.Indicator />
      <Alert.Title fontWeight="500">{message}</Alert.Title>
    </Alert.Root>
  );
}
