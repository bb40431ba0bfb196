import type { ReactNode } from 'react';
import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react';
import { PageTitle } from '@/components/page-title';
import { company } from '@/config/company';
import { CompanyDetails } from '../components/company-details';
import { ContactMap } from '../components/contact-map';

/** Props of the Contact page. */
export interface ContactRouteProps {
  /** The contact form, passed in by the app (spec §2 Contact section); nothing renders without it. */
  contactForm?: ReactNode;
}

/**
 * The Contact page at /contact (spec §2 Contact section): 'Contact Us', the company e-mail, phone,
 * postal address and opening hours, an embedded map, and the slot where the contact form goes.
 * The grid's auto-fit columns give the details the full width while the slot is empty and split the
 * row in two once the form renders.
 */
export default function ContactRoute({ contactForm }: ContactRouteProps) {
  return (
    <Container as="article" maxW="6xl" py={{ base: '10', md: '16' }}>
      <PageTitle title="Contact Us" eyebrow="We are here to help" align="start">
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          Questions about an order, a trade account or a contract project? Our trade desk in
          Ashbourne is happy to help by e-mail, by phone or in our showroom.
        </Text>
      </PageTitle>
      <Grid
        templateColumns={{ base: '1fr', lg: 'repeat(auto-fit, minmax(24rem, 1fr))' }}
        gap={{ base: '10', lg: '12' }}
        alignItems="start"
      >
        <Box as="section" aria-labelledby="contact-details-heading">
          <Heading as="h2" id="contact-details-heading" size="xl" mb="6">
            Get in Touch
          </Heading>
          <CompanyDetails company={company} />
        </Box>
        {contactForm}
      </Grid>
      <Box as="section" aria-labelledby="contact-map-heading" mt={{ base: '10', md: '14' }}>
        <Heading as="h2" id="contact-map-heading" size="xl" mb="4">
          Find Us
        </Heading>
        <ContactMap
          embedUrl={company.mapEmbedUrl}
          linkUrl={company.mapUrl}
          title={`Map of ${company.name}, ${company.addressLines.join(', ')}`}
        />
      </Box>
    </Container>
  );
}
