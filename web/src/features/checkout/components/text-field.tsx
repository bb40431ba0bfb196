import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** Props of {@link TextField}. */
export interface TextFieldProps extends InputProps {
  /** The visible label. */
  label: string;
  /** The field's validation message, if any. */
  error?: string;
  /** Marks the label with the required indicator. */
  required?: boolean;
  /** Ref to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkout input with its error below it. */
export function TextField({ label, error, required, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input ref={ref} {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
