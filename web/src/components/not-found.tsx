import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The not-found page content (spec §2 Not-found page): the message and a 'Return Home Page' button. */
export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found | Serena Trade';
  }, []);
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="6"
      px="6"
      py={{ base: '20', md: '32' }}
      maxW="3xl"
      mx="auto"
    >
      <Text
        aria-hidden
        fontFamily="heading"
        fontSize={{ base: '7xl', md: '9xl' }}
        lineHeight="1"
        color="stone.500"
        fontWeight="500"
      >
        404
      </Text>
      <Heading
        as="h1"
        fontFamily="heading"
        fontWeight="500"
        fontSize={{ base: '2xl', md: '4xl' }}
        letterSpacing="0.02em"
      >
        THE PAGE YOU WERE LOOKING FOR DOESN&apos;T EXIST.
      </Heading>
      <Button asChild colorPalette="brand" size="lg" borderRadius="full" px="8">
        <RouterLink to={paths.home.to()}>Return Home Page</RouterLink>
      </Button>
    </Stack>
  );
}
