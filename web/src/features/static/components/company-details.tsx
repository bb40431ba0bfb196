import type { ReactNode } from 'react';
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuClock, LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { CompanyDetails as Company } from '@/config/company';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap="3" align="start">
      <Box color="brand.solid" pt="1" aria-hidden="true">
        {icon}
      </Box>
      <Box>
        <Heading as="h3" size="sm" mb="1">
          {label}
        </Heading>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * The company's e-mail, phone, postal address and opening hours for the /contact page (spec §2
 * Contact section), with mailto: and tel: links. The rows flow into as many columns as fit.
 */
export function CompanyDetails({ company }: { company: Company }) {
  return (
    <SimpleGrid minChildWidth="15rem" gap="6">
      <Row icon={<LuMail />} label="E-mail">
        <Link href={`mailto:${company.email}`}>{company.email}</Link>
      </Row>
      <Row icon={<LuPhone />} label="Phone">
        <Link href={`tel:${company.phoneHref}`}>{company.phone}</Link>
      </Row>
      <Row icon={<LuMapPin />} label="Address">
        <Box as="address" fontStyle="normal">
          <Text>{company.name}</Text>
          {company.addressLines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      </Row>
      <Row icon={<LuClock />} label="Opening hours">
        <Box as="dl">
          {company.openingHours.map((row) => (
            <Box key={row.days} display="flex" flexWrap="wrap" columnGap="2">
              <Text as="dt" fontWeight="medium">
                {row.days}:
              </Text>
              <Text as="dd">{row.hours}</Text>
            </Box>
          ))}
        </Box>
      </Row>
    </SimpleGrid>
  );
}
