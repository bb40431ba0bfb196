import {
  Box,
  Container,
  Flex,
  Grid,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaFacebookF, FaTelegram, FaTwitter, FaYoutube } from 'react-icons/fa';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

const COMPANY_LINKS = [
  { label: 'Serena Home', to: paths.home.to() },
  { label: 'Our Story', to: paths.story.to() },
  { label: 'Contracts', to: paths.contracts.to() },
  { label: 'Contact Us', to: paths.contact.to() },
];

const POLICY_LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy.to() },
  { label: 'Cookies Policy', to: paths.cookiesPolicy.to() },
  { label: 'Return Policy', to: paths.returnPolicy.to() },
  { label: 'Terms and Conditions', to: paths.termsAndConditions.to() },
];

const SOCIAL = [
  { label: 'Facebook', icon: FaFacebookF },
  { label: 'Twitter', icon: FaTwitter },
  { label: 'Youtube', icon: FaYoutube },
  { label: 'Telegram', icon: FaTelegram },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Stack gap="4">
      <Text as="h2" textStyle="eyebrow" color="stone.300">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link asChild color="linen.100" fontSize="sm" _hover={{ color: 'white' }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** The newsletter subscribe/unsubscribe block (spec §2), supplied by a later feature. */
  newsletter?: ReactNode;
}

/**
 * The site footer (spec §2 Page frame): company and policy links, social entries whose links are '#'
 * opening in a new tab, and a slot for the newsletter form.
 */
export function Footer({ newsletter }: FooterProps) {
  return (
    <Box as="footer" bg="stone.950" color="linen.100" mt="auto">
      <Container maxW="7xl" px={{ base: '5', md: '8' }} pt={{ base: '14', md: '20' }} pb="10">
        <Grid
          templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1.4fr' }}
          gap={{ base: '10', lg: '14' }}
        >
          <Stack gap="5" maxW="xs">
            <Logo tone="light" height={40} loading="lazy" />
            <Text fontSize="sm" color="stone.300" lineHeight="tall">
              Serena Home, Ashbourne, Co Meath, Ireland.
            </Text>
            <HStack as="ul" listStyleType="none" gap="2" aria-label="Social media">
              {SOCIAL.map(({ label, icon: Icon }) => (
                <li key={label}>
                  <IconButton
                    asChild
                    aria-label={label}
                    size="sm"
                    variant="outline"
                    borderRadius="full"
                    color="linen.100"
                    borderColor="whiteAlpha.300"
                    _hover={{ bg: 'brand.600', borderColor: 'brand.600', color: 'white' }}
                  >
                    <a href="#" target="_blank" rel="noopener noreferrer">
                      <Icon />
                    </a>
                  </IconButton>
                </li>
              ))}
            </HStack>
          </Stack>
          <LinkColumn title="Company" links={COMPANY_LINKS} />
          <LinkColumn title="Policies" links={POLICY_LINKS} />
          <Box>{newsletter}</Box>
        </Grid>
        <Flex
          mt={{ base: '12', md: '16' }}
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          justify="space-between"
          gap="3"
          flexWrap="wrap"
          fontSize="xs"
          color="stone.400"
        >
          <Text>© {new Date().getFullYear()} Serena Home. All rights reserved.</Text>
          <Text>Trade furniture for Ireland</Text>
        </Flex>
      </Container>
    </Box>
  );
}
