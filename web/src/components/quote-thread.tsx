import { Box, Button, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FileAttach } from '@/components/form/file-attach';

/** Extensions a quote reply's file may have (as the special-instructions file, spec §5). */
const REPLY_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx'];
/** Shown when the chosen file is not a .pdf, .doc or .docx (the special-instructions message). */
export const REPLY_FILE_TYPE_MESSAGE = 'Only PDF or Word files (.pdf, .doc, .docx) are allowed.';

/** One message of a quote's thread as both the storefront and the admin console read it. */
export interface QuoteThreadMessage {
  id: string;
  /** 'CUSTOMER' or 'SHOP'. */
  author: string;
  /** The writer's name, or null. */
  authorName?: string | null;
  body: string;
  fileName?: string | null;
  /** Same-origin download path of the message's file, or null. */
  fileUrl?: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Props of {@link QuoteThread}. */
export interface QuoteThreadProps {
  messages: readonly QuoteThreadMessage[];
  /** Whose screen: the customer's ('You' for their own messages) or the shop's. */
  viewer: 'customer' | 'shop';
  /** The reply field's label (e.g. 'Your message', 'Reply to the customer'). */
  replyLabel: string;
  /**
   * Sends a reply with an optional file (.pdf, .doc, .docx); resolves to an error message or null
   * when sent. Absent: no reply form (a closed quote).
   */
  onReply?: (body: string, file: File | null) => Promise<string | null>;
}

/** Who wrote `m`, as `viewer` reads it. */
function authorOf(m: QuoteThreadMessage, viewer: QuoteThreadProps['viewer']): string {
  if (m.authorName) return m.authorName;
  if (m.author === 'SHOP') return 'Serena Trade';
  return viewer === 'customer' ? 'You' : 'Customer';
}

/**
 * A negotiated quote's thread (issue 25), oldest first, each message with its file, and a reply
 * form with an optional file: one component for the customer's quote page and the admin console's
 * quote page (it lives in components/ so both may import it).
 */
export function QuoteThread({ messages, viewer, replyLabel, onReply }: QuoteThreadProps) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const clearFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const choose = (chosen: File | null) => {
    const name = chosen?.name.toLowerCase() ?? '';
    if (chosen && !REPLY_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) {
      setError(REPLY_FILE_TYPE_MESSAGE);
      clearFile();
      return;
    }
    setError(null);
    setFile(chosen);
  };
  const send = async () => {
    if (!onReply) return;
    setSending(true);
    const problem = await onReply(body, file);
    setSending(false);
    setError(problem);
    if (!problem) {
      setBody('');
      clearFile();
    }
  };
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" p="0" m="0" listStyleType="none" aria-label="Messages">
        {messages.map((m) => (
          <Box
            as="li"
            key={m.id}
            borderWidth="1px"
            rounded="md"
            p="3"
            bg={m.author === 'SHOP' ? 'bg.muted' : undefined}
          >
            <Text fontSize="sm" fontWeight="600">
              {authorOf(m, viewer)} · {new Date(m.createdAt).toLocaleString('en-IE')}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {m.body}
            </Text>
            {m.fileUrl ? (
              <Link href={m.fileUrl} fontSize="sm" textDecoration="underline">
                {m.fileName}
              </Link>
            ) : null}
          </Box>
        ))}
        {messages.length === 0 ? <Text as="li">No messages yet.</Text> : null}
      </Stack>
      {onReply ? (
        <Stack gap="2">
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{replyLabel}</Field.Label>
            <Textarea value={body} maxLength={4000} onChange={(e) => setBody(e.target.value)} />
            <FileAttach
              inputRef={input}
              inputLabel="Attach a file (.pdf, .doc, .docx)"
              accept={REPLY_FILE_EXTENSIONS.join(',')}
              fileName={file?.name ?? null}
              busy={sending}
              hint=".pdf, .doc or .docx"
              onChoose={choose}
              onRemove={clearFile}
            />
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
