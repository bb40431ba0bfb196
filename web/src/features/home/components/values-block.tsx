import { Box, Container, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuHeart, LuLightbulb, LuShieldCheck } from 'react-icons/lu';
import { companyValues, type CompanyValue } from '@/config/company';

const values: readonly { value: CompanyValue; icon: IconType }[] = [
  { value: companyValues.integrity, icon: LuShieldCheck },
  { value: companyValues.innovation, icon: LuLightbulb },
  { value: companyValues.passion, icon: LuHeart },
];

/** The home page's three values: Integrity, Innovation, Passion (spec §1 Home page). */
export function ValuesBlock() {
  return (
    <Container
      as="section"
      aria-labelledby="home-values-heading"
      maxW="7xl"
      py={{ base: '12', md: '20' }}
    >
      <Heading
        as="h2"
        id="home-values-heading"
        textAlign="center"
        fontSize={{ base: '3xl', md: '4xl' }}
        mb={{ base: '8', md: '12' }}
      >
        Our Values
      </Heading>
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
    </Container>
  );
}
