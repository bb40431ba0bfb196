import type { MouseEvent } from 'react';
import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { PageTitle } from '@/components/page-title';
import { dayLongDate } from '@/lib/dates';
import type { PolicyDocument, PolicySection } from '../content/types';

/**
 * Formats an ISO calendar date (YYYY-MM-DD) the Irish way, e.g. '2026-11-21' -> '21 November 2026'.
 * Returns the input unchanged when it is not a valid date.
 */
export function formatPolicyDate(isoDate: string): string {
  return dayLongDate(isoDate) ?? isoDate;
}

/**
 * Scrolls to a section in place instead of letting the router see a hash change, then moves focus
 * to its heading so keyboard and screen-reader users land there too.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function TableOfContents({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <Box
      as="nav"
      aria-labelledby="policy-toc-heading"
      position={{ lg: 'sticky' }}
      top={{ lg: '24' }}
      alignSelf="start"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="md"
      bg="bg.subtle"
      p="5"
    >
      <Heading as="h2" id="policy-toc-heading" size="sm" mb="3">
        Contents
      </Heading>
      <List.Root as="ol" gap="2" ps="5" fontSize="sm">
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Link
              href={`#${section.id}`}
              onClick={(event) => jumpTo(event, section.id)}
              color="fg.muted"
              _hover={{ color: 'fg' }}
            >
              {section.heading}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Section({ section, index }: { section: PolicySection; index: number }) {
  return (
    <Box as="section" aria-labelledby={section.id} scrollMarginTop="24">
      <Heading as="h2" id={section.id} tabIndex={-1} size="lg" mb="3" outline="none">
        {index + 1}. {section.heading}
      </Heading>
      <Stack gap="3">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {section.items && (
          <List.Root gap="2" ps="5">
            {section.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        )}
        {section.after?.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Renders one policy document: title, last-updated date, introduction, a table of contents linking
 * to each numbered section, then the sections (spec §2 Static pages: privacy notice, cookies policy,
 * return policy, terms and conditions).
 */
export function PolicyPage({ policy }: { policy: PolicyDocument }) {
  return (
    <Container as="article" maxW="6xl" py={{ base: '10', md: '16' }}>
      <Box as="header" maxW="3xl" mb={{ base: '8', md: '10' }}>
        <PageTitle title={policy.title} eyebrow="Serena Trade" align="start">
          <Text fontSize="sm">
            Last updated:{' '}
            <time dateTime={policy.lastUpdated}>{formatPolicyDate(policy.lastUpdated)}</time>
          </Text>
        </PageTitle>
        <Stack gap="3" fontSize={{ base: 'md', md: 'lg' }}>
          {policy.intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Box>
      <Grid
        templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }}
        gap={{ base: '8', lg: '12' }}
      >
        <TableOfContents sections={policy.sections} />
        <Stack gap="10" maxW="3xl" lineHeight="tall">
          {policy.sections.map((section, index) => (
            <Section key={section.id} section={section} index={index} />
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
