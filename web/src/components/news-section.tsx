import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { irishLongDate } from '@/lib/dates';
import { sanitizeHtml } from '@/lib/sanitize';

/**
 * Formats an ISO 8601 timestamp as its day in Irish time ('21 November 2026'), or '' when
 * invalid: the same day on the server and in the browser, whatever their time zones.
 */
export function formatNewsDate(iso: string): string {
  return irishLongDate(new Date(iso)) ?? '';
}

/** Columns on wide screens: up to 3, but 2 for four items so no card sits alone on a row. */
function columnsFor(count: number): number {
  return count === 4 ? 2 : Math.min(count, 3);
}

const proseCss = {
  '& p': { mb: '3' },
  '& p:last-child': { mb: '0' },
  '& h1, & h2, & h3, & h4': { fontFamily: 'heading', fontWeight: '600', fontSize: 'xl', mb: '2' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& ul, & ol': { ps: '5', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& img': { maxW: 'full', h: 'auto', borderRadius: 'card' },
};

/** One news item as {@link NewsSection} shows it. */
export interface NewsItem {
  /** News id. */
  id: string;
  /** The item's title, shown above its text; '' for none (issue 26). */
  title: string;
  /** The item's HTML (sanitised again here with DOMPurify). */
  contentHtml: string;
  /** When it was published (ISO 8601), shown as its date. */
  publishedAt: string;
}

/**
 * The home page's news section for the given items (spec §1): each item's title and HTML, sanitised
 * with DOMPurify, under its publish date. Also the admin console's preview (issue 9). Nothing when empty.
 */
export function NewsSection({
  news,
  headingId = 'home-news-heading',
}: {
  /** The items in display order. */
  news: readonly NewsItem[];
  /** The id of the section's heading (unique on the page). */
  headingId?: string;
}) {
  if (news.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.subtle" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <Text textStyle="eyebrow" color="brand.fg" mb="2">
          What is new
        </Text>
        <Heading as="h2" id={headingId} fontSize={{ base: '3xl', md: '4xl' }} mb="8">
          News
        </Heading>
        <SimpleGrid
          columns={{ base: 1, md: Math.min(news.length, 2), lg: columnsFor(news.length) }}
          gap="6"
        >
          {news.map((item) => (
            <Box
              as="article"
              key={item.id}
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="card"
              p="6"
            >
              {formatNewsDate(item.publishedAt) ? (
                <Text fontSize="sm" color="fg.muted" mb="3">
                  <time dateTime={item.publishedAt}>{formatNewsDate(item.publishedAt)}</time>
                </Text>
              ) : null}
              {item.title ? (
                <Heading as="h3" fontSize="xl" mb="2">
                  {item.title}
                </Heading>
              ) : null}
              <Box
                css={proseCss}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.contentHtml) }}
              />
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
