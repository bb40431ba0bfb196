import { Badge, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { FiArrowDown, FiArrowUp } from 'react-icons/fi';
import { PageSpinner } from '@/components/page-status';
import { NewsSection } from '@/components/news-section';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/load-error';
import { Panel } from '../components/panel';
import { formatDateTime } from '../lib/format';
import { moveItem } from '../lib/move';
import { runChange } from '../lib/run-change';
import {
  AdminNewsQuery,
  CreateNewsMutation,
  DeleteNewsMutation,
  ReorderNewsMutation,
  UpdateNewsMutation,
} from './documents';
import { NewsEditor } from './news-editor';

/**
 * A news item's name in lists, buttons and dialogs: its title, else the first words of its HTML as
 * plain text (block ends as spaces, so a heading does not run into the text).
 */
function excerpt(item: { title: string; contentHtml: string }): string {
  if (item.title.trim()) return item.title.trim();
  const spaced = item.contentHtml.replace(/<\/(?:p|h[1-6]|li|div)>|<br\s*\/?>/giu, '$& ');
  const text = DOMPurify.sanitize(spaced, { ALLOWED_TAGS: [] }).replace(/\s+/gu, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/** Draft, scheduled (published, date to come) or published, as a badge. */
function StateBadge(props: { status: string; publishAt: string; now: number }) {
  if (props.status === 'DRAFT') return <Badge colorPalette="gray">Draft</Badge>;
  if (new Date(props.publishAt).getTime() > props.now)
    return <Badge colorPalette="orange">Scheduled</Badge>;
  return <Badge colorPalette="green">Published</Badge>;
}

/** A new item: published, dated now. */
const blank = () => ({
  title: '',
  contentHtml: '',
  status: 'PUBLISHED' as const,
  publishAt: new Date().toISOString(),
});

/**
 * The news editor (issue 9 News): create, edit, reorder and delete the home page's news items, with
 * a preview of the whole block as the home page shows it.
 */
export default function NewsPage() {
  const { data, loading, error, refetch } = useQuery(AdminNewsQuery);
  const refetchQueries = [{ query: AdminNewsQuery }];
  const [createNews] = useMutation(CreateNewsMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [updateNews] = useMutation(UpdateNewsMutation);
  const [deleteNews, deleting] = useMutation(DeleteNewsMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [reorderNews, reordering] = useMutation(ReorderNewsMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [now] = useState(() => Date.now()); // when the page opened: drafts, scheduled, published
  const [removing, setRemoving] = useState<string | null>(null);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const news = data?.admin.news ?? [];
  const move = (index: number, by: -1 | 1) =>
    void runChange(
      async () =>
        (await reorderNews({ variables: { ids: moveItem(news, index, by).map((n) => n.id) } })).data
          ?.admin.reorderNews,
      'News order saved.',
    );
  const removed = news.find((n) => n.id === removing);
  const onHome = news.filter(
    (n) => n.status === 'PUBLISHED' && new Date(n.publishAt).getTime() <= now,
  );
  return (
    <AdminPage title="News">
      <Panel title="New news item">
        <NewsEditor
          initial={blank()}
          submitLabel="Publish"
          onSave={(input) =>
            runChange(
              async () => (await createNews({ variables: { input } })).data?.admin.createNews,
              input.status === 'DRAFT' ? 'Draft saved.' : 'News published.',
            )
          }
        />
      </Panel>
      <Panel title="News items">
        {news.length === 0 ? <Text color="fg.muted">No news yet.</Text> : null}
        <Stack as="ol" listStyleType="none" gap="3">
          {news.map((item, index) => (
            <Box as="li" key={item.id} borderWidth="1px" borderRadius="md" p="4">
              {editing === item.id ? (
                <NewsEditor
                  initial={item}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSave={async (input) => {
                    const done = await runChange(
                      async () =>
                        (await updateNews({ variables: { id: item.id, input } })).data?.admin
                          .updateNews,
                      'News saved.',
                    );
                    if (done) setEditing(null);
                    return done;
                  }}
                />
              ) : (
                <Flex gap="3" align="center" wrap="wrap">
                  <Stack gap="0" flex="1" minW="12rem">
                    <Text fontWeight="600">{excerpt(item) || '(no text)'}</Text>
                    <Flex gap="2" align="center" fontSize="sm" color="fg.muted">
                      <StateBadge status={item.status} publishAt={item.publishAt} now={now} />
                      <Text>
                        #{item.position} · {formatDateTime(item.publishAt)}
                      </Text>
                    </Flex>
                  </Stack>
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={`Move up: ${excerpt(item)}`}
                    disabled={index === 0 || reordering.loading}
                    onClick={() => move(index, -1)}
                  >
                    <FiArrowUp />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="outline"
                    aria-label={`Move down: ${excerpt(item)}`}
                    disabled={index === news.length - 1 || reordering.loading}
                    onClick={() => move(index, 1)}
                  >
                    <FiArrowDown />
                  </IconButton>
                  <Button size="sm" variant="outline" onClick={() => setEditing(item.id)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRemoving(item.id)}
                  >
                    Delete
                  </Button>
                </Flex>
              )}
            </Box>
          ))}
        </Stack>
      </Panel>
      {onHome.length > 0 ? (
        <Panel title="Home page preview">
          <Box borderWidth="1px" borderRadius="md" overflow="hidden">
            <NewsSection
              news={onHome.map((n) => ({ ...n, publishedAt: n.publishAt }))}
              headingId="news-home-preview"
            />
          </Box>
        </Panel>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Delete this news item?"
        description={`'${removed ? excerpt(removed) : ''}' is removed from the home page. This cannot be undone.`}
        confirmLabel="Delete news item"
        busy={deleting.loading}
        onConfirm={() =>
          void runChange(
            async () =>
              (await deleteNews({ variables: { id: removing ?? '' } })).data?.admin.deleteNews,
            'News item deleted.',
          ).then(() => setRemoving(null))
        }
        onClose={() => setRemoving(null)}
      />
    </AdminPage>
  );
}
