import {
  Box,
  Button,
  Container,
  Heading,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useHeroBackdrop } from '@/lib/hero-backdrop';
import { useTypewriter } from '../hooks/use-typewriter';
import { HeroScene } from './hero-scene';

/** The hero bullets, typed out line by line for visitors (spec §1 Home page). */
export const HERO_BULLETS: readonly string[] = [
  'See Trade Prices',
  'Place Orders',
  'Track Orders',
  'Track Deliveries',
  'Get Special Offers',
];

/** The hero's second button: white outline over the scene. */
const OUTLINE_ON_SCENE = {
  size: 'lg',
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const;

/** Props of {@link Hero}. */
export interface HeroProps {
  /**
   * The signed-in customer's first name, null for a visitor, undefined while the session is not yet
   * known (then neither the buttons nor the welcome show, so nothing flashes).
   */
  viewerFirstName: string | null | undefined;
  /** True once the home products have loaded: the typewriter then shows every line (spec §4). */
  productsLoaded: boolean;
}

function TypedBullets({ done }: { done: boolean }) {
  const { lines, activeLine, complete } = useTypewriter(HERO_BULLETS, { done });
  return (
    <>
      <VisuallyHidden asChild>
        <ul>
          {HERO_BULLETS.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </VisuallyHidden>
      <List.Root
        aria-hidden="true"
        data-testid="hero-typed"
        data-state={complete ? 'complete' : 'typing'}
        listStyleType="none"
        gap="2"
        mb="8"
      >
        {HERO_BULLETS.map((bullet, index) => {
          const typed = lines[index] ?? '';
          return (
            <List.Item
              key={bullet}
              display="flex"
              alignItems="center"
              gap="3"
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="medium"
            >
              <Box
                as="span"
                color="brand.200"
                opacity={typed ? 1 : 0}
                transition="opacity 0.2s"
                display="inline-flex"
              >
                <LuCheck />
              </Box>
              <span>
                {typed}
                {index === activeLine ? (
                  <Box
                    as="span"
                    display="inline-block"
                    w="2px"
                    me="-2px"
                    h="1em"
                    verticalAlign="text-bottom"
                    bg="currentColor"
                  />
                ) : null}
                <Box as="span" visibility="hidden">
                  {bullet.slice(typed.length)}
                </Box>
              </span>
            </List.Item>
          );
        })}
      </List.Root>
    </>
  );
}

/**
 * The home hero over a warm full-bleed bedroom scene (spec §1 Home page). Visitors get the typed
 * bullets and the buttons 'Apply for Trade Account' (/signup) and 'Trade Sign In' (/signin); a
 * signed-in customer gets a welcome and links to the products and their orders instead.
 */
export function Hero({ viewerFirstName, productsLoaded }: HeroProps) {
  useHeroBackdrop();
  const visitor = viewerFirstName === null;
  const signedIn = typeof viewerFirstName === 'string';
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-heading"
      position="relative"
      color="white"
      minH={{ base: '640px', md: '720px' }}
      display="flex"
      alignItems="center"
      pt={{ base: '28', md: '32' }}
      pb={{ base: '14', md: '20' }}
    >
      <HeroScene />
      <Container maxW="7xl" position="relative">
        <Box maxW="2xl">
          <Text textStyle="eyebrow" color="brand.200" mb="4">
            Serena Trade
          </Text>
          <Heading
            as="h1"
            id="home-hero-heading"
            fontWeight="500"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.05"
            letterSpacing="-0.01em"
            mb="5"
          >
            Furniture wholesale for Irish retailers
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" mb="8" maxW="xl">
            Beds, mattresses, headboards, sofas and more, made to last and delivered from Ashbourne,
            Co Meath to stores across Ireland.
          </Text>
          {visitor ? (
            <>
              <TypedBullets done={productsLoaded} />
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button asChild size="lg" colorPalette="brand">
                  <RouterLink to={paths.signUp.to()}>Apply for Trade Account</RouterLink>
                </Button>
                <Button asChild {...OUTLINE_ON_SCENE}>
                  <RouterLink to={paths.signIn.to()}>Trade Sign In</RouterLink>
                </Button>
              </Stack>
            </>
          ) : null}
          {signedIn ? (
            <>
              <Text fontSize={{ base: 'lg', md: '2xl' }} fontFamily="heading" mb="6">
                Welcome back, {viewerFirstName}.
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button asChild size="lg" colorPalette="brand">
                  <RouterLink to={paths.products.to()}>Browse Products</RouterLink>
                </Button>
                <Button asChild {...OUTLINE_ON_SCENE}>
                  <RouterLink to={paths.orders.to()}>My Orders</RouterLink>
                </Button>
              </Stack>
            </>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
}
