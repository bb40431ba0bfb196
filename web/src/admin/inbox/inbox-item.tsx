import { Badge, Box, Button, Field, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { FiDownload } from 'react-icons/fi';
import type { InboxUpdateInput } from '@/admin/__generated__/graphql';
import { formatDateTime } from '../lib/format';

/** Props of {@link InboxItem}. */
export interface InboxItemProps {
  /** The item id (for labels). */
  id: string;
  /** Who sent it, e.g. 'Aoife Byrne <aoife@example.ie>'. */
  from: string;
  /** Phone and company lines. */
  details: string;
  /** The message text. */
  message: string;
  /** When it was sent (ISO 8601). */
  createdAt: string;
  /** Read and handled times, or null. */
  readAt: string | null | undefined;
  handledAt: string | null | undefined;
  /** The admin's note. */
  note: string | null | undefined;
  /** The attached file's link, if any. */
  file?: ReactNode;
  /** Saves a change; resolves true when saved. */
  onUpdate: (input: InboxUpdateInput, success: string) => Promise<boolean>;
}

/**
 * One contact message or callback request in the inbox (issue 9): sender, message, the attached
 * file, unread/handled badges, buttons to switch them, and the admin's note.
 */
export function InboxItem(props: InboxItemProps) {
  const { id, from, details, message, createdAt, readAt, handledAt, note, file, onUpdate } = props;
  const [draft, setDraft] = useState(note ?? '');
  const [saving, setSaving] = useState(false);
  const update = async (input: InboxUpdateInput, success: string) => {
    setSaving(true);
    await onUpdate(input, success);
    setSaving(false);
  };
  return (
    <Box
      as="article"
      aria-labelledby={`inbox-${id}`}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '5' }}
      borderLeftWidth={readAt ? '1px' : '4px'}
      borderLeftColor={readAt ? undefined : 'brand.solid'}
    >
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Stack gap="0">
          <Text as="h3" id={`inbox-${id}`} fontWeight="600">
            {from}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {details} · {formatDateTime(createdAt)}
          </Text>
        </Stack>
        <HStack gap="1" align="start">
          {readAt ? null : <Badge colorPalette="orange">Unread</Badge>}
          {handledAt ? <Badge colorPalette="green">Handled</Badge> : null}
        </HStack>
      </Flex>
      <Text mt="3" whiteSpace="pre-wrap">
        {message}
      </Text>
      {file ? <Box mt="3">{file}</Box> : null}
      <Field.Root mt="4">
        <Field.Label fontSize="sm">Note</Field.Label>
        <Textarea
          rows={2}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          maxLength={2000}
        />
      </Field.Root>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={saving || draft === (note ?? '')}
          onClick={() => void update({ note: draft }, 'Note saved.')}
        >
          Save note
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={saving}
          onClick={() => void update({ read: !readAt }, readAt ? 'Marked unread.' : 'Marked read.')}
        >
          {readAt ? 'Mark unread' : 'Mark read'}
        </Button>
        <Button
          size="sm"
          disabled={saving}
          onClick={() =>
            void update(
              { handled: !handledAt, read: true },
              handledAt ? 'Reopened.' : 'Marked handled.',
            )
          }
        >
          {handledAt ? 'Reopen' : 'Mark handled'}
        </Button>
      </Flex>
    </Box>
  );
}

/** A download link of an inbox attachment (admin session only). */
export function FileLink({ fileName, url }: { fileName: string; url: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a href={url} download={fileName}>
        <FiDownload aria-hidden /> {fileName}
      </a>
    </Button>
  );
}
