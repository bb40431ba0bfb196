import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MessageField } from '@/components/form/message-field';
import { PageSpinner } from '@/components/page-status';
import { LoadError } from '../components/load-error';
import { formatDateTime } from '../lib/format';
import { runChange } from '../lib/run-change';
import { AddAccountNoteMutation, AdminAccountNotesQuery } from './notes-documents';

/** Longest note (the api's limit). */
const MAX_NOTE = 2000;

/**
 * The staff-only notes on an account (issue 26): newest first, each dated and signed by its
 * author; staff who may manage accounts (SALES, OWNER) add one. Customers never see them.
 */
export function AccountNotes({ accountId, canAdd }: { accountId: string; canAdd: boolean }) {
  const { data, loading, error, refetch } = useQuery(AdminAccountNotesQuery, {
    variables: { id: accountId },
  });
  const [add, adding] = useMutation(AddAccountNoteMutation, {
    refetchQueries: [AdminAccountNotesQuery],
    awaitRefetchQueries: true,
  });
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  if (loading && !data) return <PageSpinner />;
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} />;
  const notes = data?.admin.account?.notes ?? [];
  const submit = async () => {
    if (!body.trim()) {
      setBodyError('Write the note first.');
      return;
    }
    const done = await runChange(
      async () =>
        (await add({ variables: { accountId, body: body.trim() } })).data?.admin.addAccountNote,
      'Note added.',
    );
    if (done) setBody('');
  };
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Only staff see these notes; the customer never does.
      </Text>
      {notes.length === 0 ? (
        <Text>No notes yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {notes.map((note) => (
            <Box as="li" key={note.id} borderWidth="1px" borderRadius="md" p="3">
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(note.createdAt)} · {note.author}
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {note.body}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {canAdd ? (
        <Stack
          as="form"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <MessageField
            label="New note"
            rows={3}
            max={MAX_NOTE}
            count={body.length}
            value={body}
            error={bodyError}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              setBodyError(undefined);
            }}
          />
          <Button type="submit" alignSelf="start" loading={adding.loading}>
            Add note
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
