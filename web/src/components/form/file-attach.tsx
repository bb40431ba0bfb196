import { Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { LuFileText, LuPaperclip } from 'react-icons/lu';

/** Props of {@link FileAttach}. */
export interface FileAttachProps {
  /** The hidden file input (the caller clears it after a send or a removal). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  /** The input's `name` (form field name), if any. */
  name?: string;
  /** The input's `id`, if any. */
  id?: string;
  /** Accepted types (the input's `accept`), or undefined for any. */
  accept?: string;
  /** The chosen file's name, shown as a removable chip; null when none is chosen. */
  fileName: string | null;
  /** Disables the button (e.g. while a file uploads). */
  busy?: boolean;
  /** The small hint shown while no file is chosen (e.g. '.pdf, .doc or .docx'). */
  hint?: string;
  /** Shown between the button and the chip (e.g. an uploading spinner). */
  status?: ReactNode;
  /** Called with the chosen file. */
  onChoose: (file: File | null) => void;
  /** Called when the chip's close button is pressed. */
  onRemove: () => void;
}

/**
 * The one file picker of the storefront's forms (product special instructions, Contact Us): an
 * outline 'Attach file' button over a hidden file input, and the chosen file as a chip with a remove
 * button, so every file field looks and behaves the same (issue 14).
 */
export function FileAttach({
  inputRef,
  inputLabel,
  name,
  id,
  accept,
  fileName,
  busy = false,
  hint,
  status,
  onChoose,
  onRemove,
}: FileAttachProps) {
  return (
    <HStack gap="3" mt="2" minH="10" flexWrap="wrap">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        tabIndex={-1}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      <Button
        variant="outline"
        size="sm"
        borderRadius="full"
        borderColor="border"
        bg="bg.panel"
        onClick={() => inputRef.current?.click()}
        disabled={busy}
      >
        <LuPaperclip aria-hidden />
        Attach file
      </Button>
      {status}
      {fileName ? (
        <HStack gap="1.5" fontSize="sm" bg="bg.subtle" borderRadius="full" ps="3" pe="1" py="0.5">
          <LuFileText aria-hidden />
          <Text maxW="48" truncate title={fileName}>
            {fileName}
          </Text>
          <CloseButton size="2xs" aria-label={`Remove ${fileName}`} onClick={onRemove} />
        </HStack>
      ) : hint ? (
        <Text fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      ) : null}
    </HStack>
  );
}
