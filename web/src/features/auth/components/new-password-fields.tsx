import { PasswordField } from '@/components/form/password-field';

/** Props of {@link NewPasswordFields}: the two values and their setters. */
export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/**
 * New Password and Confirm Password with show/hide toggles (spec §2 reset password; the same pair
 * on accepting a company invitation, issue 24). The caller checks that both match.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New Password"
        name="password"
        required
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        required
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
