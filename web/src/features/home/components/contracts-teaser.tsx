import { Box, Button, Container, Grid, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The home contracts teaser (spec §1): contract furniture for hotels, student accommodation, care
 * homes and apartments, with a 'DETAILS' button to /contracts.
 */
export function ContractsTeaser() {
  return (
    <Box as="section" aria-labelledby="home-contracts-heading" bg="stone.900" color="linen.50">
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <Grid
          templateColumns={{ base: '1fr', md: '1fr auto' }}
          gap={{ base: '6', md: '12' }}
          alignItems="center"
        >
          <Box maxW="3xl">
            <Text textStyle="eyebrow" color="brand.200" mb="3">
              Contracts
            </Text>
            <Heading
              as="h2"
              id="home-contracts-heading"
              fontSize={{ base: '3xl', md: '4xl' }}
              mb="4"
            >
              Contract Furniture
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="stone.200">
              Hotels, student accommodation, care homes and apartments: we furnish whole projects to
              specification, with one team from the first drawing to the last bed made up on site.
            </Text>
          </Box>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="linen.50"
            borderColor="linen.50"
            letterSpacing="0.14em"
            _hover={{ bg: 'whiteAlpha.200' }}
            justifySelf={{ base: 'start', md: 'end' }}
          >
            <RouterLink to={paths.contracts.to()}>DETAILS</RouterLink>
          </Button>
        </Grid>
      </Container>
    </Box>
  );
}
