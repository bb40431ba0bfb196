import type { IconType } from 'react-icons';
import { LuBuilding2, LuGraduationCap, LuHeartHandshake, LuHotel } from 'react-icons/lu';
import {
  Box,
  Button,
  Circle,
  Container,
  Heading,
  Icon,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Section } from '@/components/section';
import { paths } from '@/config/paths';
import {
  contractSectors,
  contractSteps,
  contractsIntro,
  type ContractSector,
} from '../content/contracts';

const sectorIcons: Record<ContractSector['id'], IconType> = {
  hotels: LuHotel,
  'student-accommodation': LuGraduationCap,
  'care-homes': LuHeartHandshake,
  apartments: LuBuilding2,
};

/**
 * The contracts showcase at /contracts: contract furniture for hotels, student accommodation, care
 * homes and apartments, the sectors grid, the process steps and a call to action to /contact
 * (spec §1, §2 Static pages).
 */
export default function ContractsRoute() {
  return (
    <Box as="article">
      <Box
        py={{ base: '14', md: '24' }}
        bgGradient="to-br"
        gradientFrom="bg.subtle"
        gradientTo="bg.muted"
      >
        <Container maxW="4xl">
          <PageTitle title="Contract Furniture" eyebrow="Contracts" align="start">
            <Text fontSize={{ base: 'md', md: 'xl' }}>{contractsIntro}</Text>
          </PageTitle>
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to={paths.contact.to()}>Discuss Your Project</RouterLink>
          </Button>
        </Container>
      </Box>

      <Section
        headingId="contracts-sectors"
        title="Sectors We Furnish"
        headingProps={{ mb: '8', textAlign: 'center' }}
        maxW="6xl"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {contractSectors.map((sector) => (
            <Box
              key={sector.id}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="lg"
              p="6"
            >
              <Icon as={sectorIcons[sector.id]} boxSize="8" color="brand.solid" mb="4" />
              <Heading as="h3" size="lg" mb="2">
                {sector.title}
              </Heading>
              <Text color="fg.muted">{sector.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        headingId="contracts-process"
        title="How a Contract Project Works"
        headingProps={{ mb: '8', textAlign: 'center' }}
        maxW="4xl"
        tinted
      >
        <List.Root as="ol" listStyleType="none" gap="6">
          {contractSteps.map((step, index) => (
            <List.Item key={step.title} display="flex" gap="4" alignItems="start">
              <Circle
                size="10"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="semibold"
                flexShrink={0}
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Box>
                <Heading as="h3" size="md" mb="1">
                  <Box as="span" srOnly>
                    Step {index + 1}:
                  </Box>{' '}
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section
        headingId="contracts-cta"
        title="Planning a project?"
        headingProps={{ mb: '4' }}
        maxW="3xl"
        textAlign="center"
      >
        <Text color="fg.muted" mb="6">
          Send us your room schedule or drawings and we will come back with ideas, samples and a
          fixed quote.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to={paths.contact.to()}>Contact Us</RouterLink>
          </Button>
        </Stack>
      </Section>
    </Box>
  );
}
