import { Box, Button, CloseButton, Field, HStack, Spinner, Text, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuFileText, LuPaperclip } from 'react-icons/lu';
import { SPECIAL_FILE_EXTENSIONS } from './configurator-rules';
import type { SpecialFileState } from './use-special-file';

/** Props of {@link SpecialInstructionsInput}. */
export interface SpecialInstructionsInputProps {
  /** The instructions text. */
  text: string;
  /** Called with the edited text. */
  onTextChange: (text: string) => void;
  /** The file's state. */
  file: SpecialFileState;
  /** Called with a chosen file, or null to remove it. */
  onFileChange: (file: File | null) => void;
}

/**
 * Special instructions for the cart line (spec §2, §5): a text area and an optional .pdf, .doc or
 * .docx file, uploaded as soon as it is chosen ('Uploading…' meanwhile).
 */
export function SpecialInstructionsInput({
  text,
  onTextChange,
  file,
  onFileChange,
}: SpecialInstructionsInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
  };
  return (
    <Field.Root invalid={file.status === 'error'}>
      <Field.Label
        fontSize="xs"
        fontWeight="600"
        letterSpacing="0.16em"
        textTransform="uppercase"
        color="fg.muted"
      >
        Special Instructions
        <Field.RequiredIndicator
          fallback={
            <Text
              as="span"
              color="fg.subtle"
              textTransform="none"
              letterSpacing="0"
              fontWeight="400"
              ms="1"
            >
              (optional)
            </Text>
          }
        />
      </Field.Label>
      <Textarea
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        rows={3}
        maxLength={1000}
        bg="bg.panel"
        borderColor="border"
        placeholder="Anything we should know about this line"
        autoresize
      />
      <HStack gap="3" mt="2" minH="10" flexWrap="wrap">
        <input
          ref={inputRef}
          id="special-instructions-file"
          type="file"
          accept={[
            ...SPECIAL_FILE_EXTENSIONS,
            'application/pdf',
            'application/msword',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ].join(',')}
          aria-label="Attach a file (.pdf, .doc, .docx)"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(e) => onFileChange(e.target.files?.[0] ?? null)}
        />
        <Button
          variant="outline"
          size="sm"
          borderRadius="full"
          borderColor="border"
          bg="bg.panel"
          onClick={() => inputRef.current?.click()}
          disabled={file.status === 'uploading'}
        >
          <LuPaperclip aria-hidden />
          Attach file
        </Button>
        {file.status === 'uploading' ? (
          <HStack gap="2" fontSize="sm" color="fg.muted" role="status">
            <Spinner size="xs" />
            <Text>Uploading…</Text>
          </HStack>
        ) : null}
        {file.status === 'uploaded' ? (
          <HStack gap="1.5" fontSize="sm" bg="bg.subtle" borderRadius="full" ps="3" pe="1" py="0.5">
            <LuFileText aria-hidden />
            <Text maxW="48" truncate title={file.fileName}>
              {file.fileName}
            </Text>
            <CloseButton size="2xs" aria-label={`Remove ${file.fileName}`} onClick={remove} />
          </HStack>
        ) : (
          <Text fontSize="xs" color="fg.subtle">
            .pdf, .doc or .docx
          </Text>
        )}
      </HStack>
      <Box minH="5">
        {file.status === 'error' ? <Field.ErrorText mt="0">{file.message}</Field.ErrorText> : null}
      </Box>
    </Field.Root>
  );
}
