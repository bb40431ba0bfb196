import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import type { PasswordInputProps } from './password-input';

/** Props of {@link PasswordField}: a label, an error and the password input's own props. */
export interface PasswordFieldProps extends PasswordInputProps {
  /** The visible label. */
  label: string;
  /** The field's validation message, if any. */
  error?: string;
}

/**
 * A labelled password input with the show/hide toggle and its error below it (spec §2 sign-up,
 * reset password and update password; §5 password rules).
 */
export function PasswordField({ label, error, required, ...input }: PasswordFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      required={required}
      control={<PasswordInput required={required} {...input} />}
    />
  );
}
