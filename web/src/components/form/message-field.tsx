import { Box, Field, HStack, Textarea } from '@chakra-ui/react';
import type { TextareaProps } from '@chakra-ui/react';
import { useId } from 'react';
import type { Ref } from 'react';
import { CharCounter } from './char-counter';

/** Props of {@link MessageField}: a label, an error, the counter and the textarea's own props. */
export interface MessageFieldProps extends Omit<TextareaProps, 'maxLength'> {
  /** The visible label; 'Message' by default. */
  label?: string;
  /** The field's validation message, if any. */
  error?: string;
  /** Characters typed so far. */
  count: number;
  /** Most characters allowed (the textarea refuses more). */
  max: number;
  /** Ref to the textarea (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled message box with its error and an 'n/max' counter the textarea points at (spec §2
 * Contact section n/250, Request A Callback 0/200).
 */
export function MessageField({
  label = 'Message',
  error,
  count,
  max,
  ref,
  ...textarea
}: MessageFieldProps) {
  const counterId = `${useId()}-count`;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea ref={ref} maxLength={max} aria-describedby={counterId} {...textarea} />
      <HStack w="full" justify="space-between" align="start">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        <Box ms="auto">
          <CharCounter id={counterId} count={count} max={max} />
        </Box>
      </HStack>
    </Field.Root>
  );
}
