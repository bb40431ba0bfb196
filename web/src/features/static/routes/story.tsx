import type { IconType } from 'react-icons';
import { LuFactory, LuHandHeart, LuRecycle, LuTrees } from 'react-icons/lu';
import { Box, Button, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Section } from '@/components/section';
import { companyValues } from '@/config/company';
import { paths } from '@/config/paths';
import { storyAims, storyIntro, storyMission, type StoryAim } from '../content/story';

const aimIcons: Record<StoryAim['id'], IconType> = {
  'fsc-timber': LuTrees,
  'recycled-packaging': LuRecycle,
  'local-manufacture': LuFactory,
  'community-support': LuHandHeart,
};

const values = [companyValues.integrity, companyValues.passion, companyValues.innovation];

/**
 * The Our Story page at /story: heading, who we are, the mission to be the first choice of furniture
 * retailers in Ireland, the values Integrity, Passion and Innovation, and the eco-friendly and CSR
 * aims (spec §2 Our Story).
 */
export default function StoryRoute() {
  return (
    <Box as="article">
      <Box bg="bg.subtle" pt={{ base: '12', md: '20' }} pb={{ base: '4', md: '8' }}>
        <Container maxW="4xl">
          <PageTitle title="Our Story" eyebrow="Serena Home, Ashbourne" align="start">
            <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }}>
              {storyIntro.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </PageTitle>
        </Container>
      </Box>

      <Section headingId="story-mission" title="Our Mission" headingProps={{ mb: '4' }} maxW="4xl">
        <Text
          fontSize={{ base: 'lg', md: 'xl' }}
          fontFamily="heading"
          borderStartWidth="4px"
          borderColor="brand.solid"
          ps="5"
        >
          {storyMission}
        </Text>
      </Section>

      <Section
        headingId="story-values"
        title="Our Values"
        headingProps={{ mb: '8', textAlign: 'center' }}
        maxW="6xl"
        tinted
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {values.map((value) => (
            <Box key={value.title} bg="bg" borderRadius="lg" p="6" shadow="xs">
              <Heading as="h3" size="lg" mb="3">
                {value.title}
              </Heading>
              <Text color="fg.muted">{value.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        headingId="story-csr"
        title="Caring for People and Planet"
        headingProps={{ mb: '3' }}
        maxW="6xl"
      >
        <Text color="fg.muted" mb="8" maxW="3xl">
          Good furniture should be good for the places it comes from and the places it goes to.
          These are the eco-friendly and social responsibility aims we hold ourselves to.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {storyAims.map((aim) => (
            <Stack key={aim.id} direction="row" gap="4" align="start">
              <Icon as={aimIcons[aim.id]} boxSize="8" color="brand.solid" flexShrink={0} />
              <Box>
                <Heading as="h3" size="md" mb="2">
                  {aim.title}
                </Heading>
                <Text color="fg.muted">{aim.text}</Text>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Box as="section" aria-label="Work with us" bg="bg.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="4xl" textAlign="center">
          <Heading as="h2" size="xl" mb="4">
            Stock furniture your customers will love
          </Heading>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <Button asChild size="lg" colorPalette="brand">
              <RouterLink to={paths.signUp.to()}>Apply for Trade Account</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" colorPalette="brand">
              <RouterLink to={paths.contact.to()}>Contact Us</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
