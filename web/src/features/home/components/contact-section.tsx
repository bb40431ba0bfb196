import type { ReactNode } from 'react';
import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { company } from '@/config/company';
import { ContactFormSlot } from './contact-form-slot';

/**
 * The home page's Contact Us section (spec §1, §2 Contact section): the company e-mail, phone and
 * postal address in Ashbourne, Co Meath, a 'View on map' link, and the slot for the contact form.
 * Auto-fit columns give the details the full width until `contactForm` renders beside them.
 */
export function ContactSection({ contactForm }: { contactForm?: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="home-contact-heading"
      bg="bg.subtle"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl">
        <Grid
          templateColumns={{ base: '1fr', lg: 'repeat(auto-fit, minmax(24rem, 1fr))' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="start"
        >
          <Box>
            <Heading as="h2" id="home-contact-heading" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
              Contact Us
            </Heading>
            <Text color="fg.muted" mb="8" maxW="2xl">
              Questions about a trade account, an order or a contract project? Get in touch with our
              trade desk.
            </Text>
            <Stack as="dl" gap="5" direction={{ base: 'column', md: 'row' }} columnGap="12">
              <Box>
                <Text
                  as="dt"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  fontWeight="semibold"
                  mb="1"
                >
                  <LuMail aria-hidden="true" /> E-mail
                </Text>
                <Text as="dd">
                  <Link href={`mailto:${company.email}`}>{company.email}</Link>
                </Text>
              </Box>
              <Box>
                <Text
                  as="dt"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  fontWeight="semibold"
                  mb="1"
                >
                  <LuPhone aria-hidden="true" /> Phone
                </Text>
                <Text as="dd">
                  <Link href={`tel:${company.phoneHref}`}>{company.phone}</Link>
                </Text>
              </Box>
              <Box>
                <Text
                  as="dt"
                  display="flex"
                  alignItems="center"
                  gap="2"
                  fontWeight="semibold"
                  mb="1"
                >
                  <LuMapPin aria-hidden="true" /> Address
                </Text>
                <Box as="dd">
                  <Box as="address" fontStyle="normal">
                    {company.name}
                    {company.addressLines.map((line) => (
                      <Box as="span" display="block" key={line}>
                        {line}
                      </Box>
                    ))}
                  </Box>
                  <Link
                    href={company.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    fontSize="sm"
                    mt="2"
                  >
                    View on map
                  </Link>
                </Box>
              </Box>
            </Stack>
          </Box>
          <ContactFormSlot>{contactForm}</ContactFormSlot>
        </Grid>
      </Container>
    </Box>
  );
}
