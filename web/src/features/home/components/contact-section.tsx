import type { ReactNode } from 'react';
import { Box, Container, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import { SectionHeading } from '@/components/section';
import { company } from '@/config/company';

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Text as="dt" display="flex" alignItems="center" gap="2" fontWeight="semibold" mb="1">
        {icon} {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

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
            <SectionHeading id="home-contact-heading" tier="home" mb="4">
              Contact Us
            </SectionHeading>
            <Text color="fg.muted" mb="8" maxW="2xl">
              Questions about a trade account, an order or a contract project? Get in touch with our
              trade desk.
            </Text>
            <Stack as="dl" gap="5" direction={{ base: 'column', md: 'row' }} columnGap="12">
              <ContactItem icon={<LuMail aria-hidden="true" />} label="E-mail">
                <Link href={`mailto:${company.email}`}>{company.email}</Link>
              </ContactItem>
              <ContactItem icon={<LuPhone aria-hidden="true" />} label="Phone">
                <Link href={`tel:${company.phoneHref}`}>{company.phone}</Link>
              </ContactItem>
              <ContactItem icon={<LuMapPin aria-hidden="true" />} label="Address">
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
              </ContactItem>
            </Stack>
          </Box>
          {contactForm}
        </Grid>
      </Container>
    </Box>
  );
}
