import { Box, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHeart, LuLightbulb, LuShieldCheck } from 'react-icons/lu';
import { Section } from '@/components/section';
import { companyValues, type CompanyValue } from '@/config/company';

const values: readonly { value: CompanyValue; icon: IconType }[] = [
  { value: companyValues.integrity, icon: LuShieldCheck },
  { value: companyValues.innovation, icon: LuLightbulb },
  { value: companyValues.passion, icon: LuHeart },
];

/** The home page's three values: Integrity, Innovation, Passion (spec §1 Home page). */
export function ValuesBlock() {
  return (
    <Section
      headingId="home-values-heading"
      title="Our Values"
      headingProps={{ textAlign: 'center', mb: { base: '8', md: '12' } }}
      tier="home"
      maxW="7xl"
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '10' }}>
        {values.map(({ value, icon }) => (
          <Box key={value.title} textAlign="center" px={{ md: '4' }}>
            <Icon as={icon} boxSize="9" color="brand.solid" mb="4" aria-hidden="true" />
            <Heading as="h3" fontSize="2xl" mb="3">
              {value.title}
            </Heading>
            <Text color="fg.muted">{value.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
