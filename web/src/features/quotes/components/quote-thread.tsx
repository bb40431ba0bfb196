import { Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { QuoteFieldsFragment } from '@/__generated__/graphql';

/** Props of {@link QuoteThread}. */
export interface QuoteThreadProps {
  quote: QuoteFieldsFragment;
  /** Sends a reply; resolves to an error message or null. Absent: no reply form. */
  onReply?: (body: string) => Promise<string | null>;
}

/**
 * A quote's thread (issue 25), oldest first, and a reply form: the customer's and the shop's
 * messages with their files.
 */
export function QuoteThread({ quote, onReply }: QuoteThreadProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!onReply) return;
    setSending(true);
    const problem = await onReply(body);
    setSending(false);
    setError(problem);
    if (!problem) setBody('');
  };
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" p="0" m="0" listStyleType="none" aria-label="Messages">
        {quote.messages.map((m) => (
          <Box
            as="li"
            key={m.id}
            borderWidth="1px"
            rounded="md"
            p="3"
            bg={m.author === 'SHOP' ? 'bg.muted' : undefined}
          >
            <Text fontSize="sm" fontWeight="600">
              {m.authorName ?? (m.author === 'SHOP' ? 'Serena Trade' : 'You')} ·{' '}
              {new Date(m.createdAt).toLocaleString('en-IE')}
            </Text>
            <Text whiteSpace="pre-wrap">{m.body}</Text>
            {m.fileUrl ? (
              <Link href={m.fileUrl} fontSize="sm" textDecoration="underline">
                {m.fileName}
              </Link>
            ) : null}
          </Box>
        ))}
        {quote.messages.length === 0 ? <Text as="li">No messages yet.</Text> : null}
      </Stack>
      {onReply ? (
        <Stack gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Your message</Field.Label>
            <Textarea value={body} maxLength={4000} onChange={(e) => setBody(e.target.value)} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Button
            alignSelf="flex-start"
            variant="outline"
            loading={sending}
            disabled={!body.trim()}
            onClick={() => void send()}
          >
            Send message
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
