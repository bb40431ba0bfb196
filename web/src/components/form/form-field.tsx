import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** Props of {@link FormField}: a label, an error, optional help and the input's own props. */
export interface FormFieldProps extends InputProps {
  /** The visible label (also the start of its required message, spec §5). */
  label: string;
  /** The field's validation or server message, if any. */
  error?: string;
  /** Marks the label with the required indicator. */
  required?: boolean;
  /** A line of help under the input (e.g. why a field is read-only); hidden while there is an error. */
  helper?: string;
  /** Ref to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  /** Replaces the plain input (e.g. a password or phone input). */
  control?: ReactNode;
}

/**
 * A labelled form input with its required mark, its error text below it and optional help (spec §2
 * account, checkout and sign-up screens, §5). A read-only input is shown muted.
 */
export function FormField({
  label,
  error,
  required,
  helper,
  control,
  ref,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={input.disabled}
      readOnly={input.readOnly}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {control ?? (
        <Input
          ref={ref}
          bg={input.readOnly ? 'bg.muted' : undefined}
          color={input.readOnly ? 'fg.muted' : undefined}
          {...input}
        />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
