import { Text } from '@chakra-ui/react';

/** Props of {@link CharCounter}. */
export interface CharCounterProps {
  /** Characters typed. */
  count: number;
  /** Most characters allowed. */
  max: number;
  /** Id so the textarea can point at it with aria-describedby. */
  id?: string;
}

/** The 'n/max' character counter under a message box (spec §2: n/250, 0/200). */
export function CharCounter({ count, max, id }: CharCounterProps) {
  return (
    <Text id={id} fontSize="xs" color={count >= max ? 'fg.error' : 'fg.muted'} textAlign="end">
      {count}/{max}
    </Text>
  );
}
