import { Center, Spinner, Text } from '@chakra-ui/react';
import { PageContainer } from './page-container';

/** Props of {@link PageSpinner}. */
export interface PageSpinnerProps {
  /** The spinner's accessible name; 'Loading' by default. */
  label?: string;
  /** The spinner's size; 'lg' by default. */
  size?: 'lg' | 'xl';
}

/**
 * A centred spinner filling half the viewport while a route's data loads (spec §2), announced as a
 * status: an accessible name needs a role (axe's aria-prohibited-attr on a bare span).
 */
export function PageSpinner({ label = 'Loading', size = 'lg' }: PageSpinnerProps) {
  return (
    <Center minH="50vh">
      <Spinner size={size} color="brand.solid" role="status" aria-label={label} />
    </Center>
  );
}

/** A route's load failure: the message centred in red and announced (spec §8). */
export function PageError({ message }: { message: string }) {
  return (
    <PageContainer>
      <Text role="alert" textAlign="center" color="red.600">
        {message}
      </Text>
    </PageContainer>
  );
}
