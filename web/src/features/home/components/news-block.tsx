import { useQuery } from '@apollo/client/react';
import { graphql } from '@/__generated__';
import { NewsSection } from '@/components/news-section';

/** The news items of the home page (spec §1 news block, §7 GET /api/admin/news). */
export const homeNewsQuery = graphql(`
  query HomeNews {
    news {
      id
      title
      contentHtml
      publishedAt
    }
  }
`);

/**
 * The home news block (spec §1): the news items from the server as {@link NewsSection}. Renders
 * nothing while loading, when there is no news, or when the news failed to load (spec §8: news
 * failures are not displayed).
 */
export function NewsBlock() {
  const { data } = useQuery(homeNewsQuery);
  return <NewsSection news={data?.news ?? []} />;
}
