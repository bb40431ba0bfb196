import { Box, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** The page's heading text, as written in the spec. */
  title: string;
  /** Small uppercase line above the title. */
  eyebrow?: string;
  /** A short lead paragraph under the title. */
  children?: ReactNode;
  /** Text alignment, centred by default. */
  align?: 'center' | 'start';
}

/** The page's h1 with an optional eyebrow and lead; also sets the document title. */
export function PageTitle({ title, eyebrow, children, align = 'center' }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} | Serena Trade`;
  }, [title]);
  return (
    <Box textAlign={align} mb={{ base: '8', md: '12' }}>
      {eyebrow ? (
        <Text textStyle="eyebrow" color="brand.fg" mb="3">
          {eyebrow}
        </Text>
      ) : null}
      <Heading
        as="h1"
        fontFamily="heading"
        fontWeight="500"
        fontSize={{ base: '3xl', md: '5xl' }}
        lineHeight="1.1"
        letterSpacing="-0.01em"
      >
        {title}
      </Heading>
      {children ? (
        <Box
          mt="4"
          color="fg.muted"
          maxW="2xl"
          mx={align === 'center' ? 'auto' : undefined}
          fontSize="md"
        >
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
