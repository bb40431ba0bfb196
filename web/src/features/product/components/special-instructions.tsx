import { Box, Field, HStack, Spinner, Text, Textarea } from '@chakra-ui/react';
import { useRef } from 'react';
import { FileAttach } from '@/components/form/file-attach';
import { SPECIAL_FILE_EXTENSIONS } from './configurator-rules';
import type { SpecialFileState } from './use-special-file';
import { OPTION_LABEL_STYLE } from './option-label';

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
      <Field.Label {...OPTION_LABEL_STYLE}>
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
      <FileAttach
        inputRef={inputRef}
        id="special-instructions-file"
        inputLabel="Attach a file (.pdf, .doc, .docx)"
        accept={[
          ...SPECIAL_FILE_EXTENSIONS,
          'application/pdf',
          'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ].join(',')}
        fileName={file.status === 'uploaded' ? file.fileName : null}
        busy={file.status === 'uploading'}
        hint=".pdf, .doc or .docx"
        status={
          file.status === 'uploading' ? (
            <HStack gap="2" fontSize="sm" color="fg.muted" role="status">
              <Spinner size="xs" />
              <Text>Uploading…</Text>
            </HStack>
          ) : null
        }
        onChoose={onFileChange}
        onRemove={remove}
      />
      <Box minH="5">
        {file.status === 'error' ? <Field.ErrorText mt="0">{file.message}</Field.ErrorText> : null}
      </Box>
    </Field.Root>
  );
}
