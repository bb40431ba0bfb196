import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** Props of {@link TextField}: a label, an error and the input's own props. */
export interface TextFieldProps extends InputProps {
  /** The visible label (also the start of its required message, spec §5). */
  label: string;
  /** The field's validation or server message, if any. */
  error?: string;
  /** Marks the label with the required indicator. */
  required?: boolean;
  /** Ref to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  /** Replaces the plain input (e.g. a password or phone input). */
  control?: ReactNode;
}

/** A labelled form input with its error message below it (spec §2 account screens, §5). */
export function TextField({ label, error, required, control, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={input.disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control ?? <Input ref={ref} {...input} />}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
