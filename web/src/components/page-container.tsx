import { Container } from '@chakra-ui/react';
import type { ContainerProps } from '@chakra-ui/react';

/** The standard content width and vertical rhythm of a page inside the frame. */
export function PageContainer(props: ContainerProps) {
  return (
    <Container maxW="7xl" px={{ base: '5', md: '8' }} py={{ base: '10', md: '16' }} {...props} />
  );
}
