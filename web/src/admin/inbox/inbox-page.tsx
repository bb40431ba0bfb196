import { Center, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { InboxState } from '@/admin/__generated__/graphql';
import { Pagination } from '@/components/pagination';
import { PageSpinner } from '@/components/page-status';
import { AdminPage } from '../components/admin-page';
import { FilterBar, SelectFilter } from '../components/list-filters';
import { LoadError } from '../components/load-error';
import { runChange } from '../lib/run-change';
import { useListParams } from '../lib/use-list-params';
import {
  AdminCallbackRequestsQuery,
  AdminContactMessagesQuery,
  UpdateCallbackRequestMutation,
  UpdateContactMessageMutation,
} from './documents';
import { FileLink, InboxItem } from './inbox-item';

const PAGE_SIZE = 10;
const STATES: readonly { value: InboxState; label: string }[] = [
  { value: 'UNREAD', label: 'Unread' },
  { value: 'UNHANDLED', label: 'Not handled' },
  { value: 'HANDLED', label: 'Handled' },
];

function useInboxVariables() {
  const list = useListParams();
  const state = STATES.find((s) => s.value === list.get('state'))?.value ?? 'ALL';
  return { list, variables: { state, page: list.page, pageSize: PAGE_SIZE } };
}

function Empty() {
  return (
    <Center p="10" bg="bg.panel" borderRadius="md" borderWidth="1px">
      <Text color="fg.muted">Nothing here.</Text>
    </Center>
  );
}

function ContactMessages() {
  const { list, variables } = useInboxVariables();
  const { data, loading, error, refetch } = useQuery(AdminContactMessagesQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateContactMessageMutation);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const page = data?.admin.contactMessages;
  if (!page || page.nodes.length === 0) return <Empty />;
  return (
    <Stack gap="3">
      {page.nodes.map((m) => (
        <InboxItem
          key={m.id}
          id={`m${m.id}`}
          from={`${m.fullName} <${m.email}>`}
          details={m.phoneNumber}
          message={m.message}
          createdAt={m.createdAt}
          readAt={m.readAt}
          handledAt={m.handledAt}
          note={m.note}
          file={m.file ? <FileLink fileName={m.file.fileName} url={m.file.downloadUrl} /> : null}
          onUpdate={(input, success) =>
            runChange(
              async () =>
                (await update({ variables: { id: m.id, input } })).data?.admin.updateContactMessage,
              success,
            )
          }
        />
      ))}
      <Pagination
        page={list.page}
        totalPages={page.pageInfo.totalPages}
        hrefFor={list.hrefForPage}
        label="Message pages"
      />
    </Stack>
  );
}

function CallbackRequests() {
  const { list, variables } = useInboxVariables();
  const { data, loading, error, refetch } = useQuery(AdminCallbackRequestsQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateCallbackRequestMutation);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const page = data?.admin.callbackRequests;
  if (!page || page.nodes.length === 0) return <Empty />;
  return (
    <Stack gap="3">
      {page.nodes.map((r) => (
        <InboxItem
          key={r.id}
          id={`c${r.id}`}
          from={`${r.name}, ${r.companyName}`}
          details={r.phoneNumber}
          message={r.message}
          createdAt={r.createdAt}
          readAt={r.readAt}
          handledAt={r.handledAt}
          note={r.note}
          onUpdate={(input, success) =>
            runChange(
              async () =>
                (await update({ variables: { id: r.id, input } })).data?.admin
                  .updateCallbackRequest,
              success,
            )
          }
        />
      ))}
      <Pagination
        page={list.page}
        totalPages={page.pageInfo.totalPages}
        hrefFor={list.hrefForPage}
        label="Callback pages"
      />
    </Stack>
  );
}

/**
 * The inbox (issue 9): contact messages (with the attached file) and Request A Callback requests,
 * newest first, filtered by unread / not handled / handled, each with its note.
 */
export default function InboxPage() {
  const list = useListParams();
  const tab = list.get('tab') === 'callbacks' ? 'callbacks' : 'messages';
  return (
    <AdminPage title="Inbox">
      <FilterBar>
        <SelectFilter
          label="Show"
          value={list.get('state')}
          options={STATES}
          onChange={(state) => list.set({ state })}
        />
      </FilterBar>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => list.set({ tab: e.value === 'callbacks' ? 'callbacks' : null })}
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="messages">Contact messages</Tabs.Trigger>
          <Tabs.Trigger value="callbacks">Callback requests</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="messages">
          {tab === 'messages' ? <ContactMessages /> : null}
        </Tabs.Content>
        <Tabs.Content value="callbacks">
          {tab === 'callbacks' ? <CallbackRequests /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
