import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** Props of {@link LabelledField}. */
export interface LabelledFieldProps extends InputProps {
  /** The visible label. */
  label: string;
  /** The field's validation or server message, if any. */
  error?: string;
  /** Marks the label with the required indicator. */
  required?: boolean;
  /** A line of help under the input (e.g. why a field is read-only). */
  helper?: string;
  /** Ref to the input (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>;
  /** Replaces the plain input (e.g. the phone input). */
  control?: ReactNode;
}

/** A labelled input with its error or help text (spec §2 account information, update password). */
export function LabelledField({
  label,
  error,
  required,
  helper,
  control,
  ref,
  ...input
}: LabelledFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={input.readOnly}>
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
