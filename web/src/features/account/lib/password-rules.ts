/** Spec §5 update-password messages, word for word. */
export const PASSWORD_MESSAGES = {
  mismatch: 'New password and confirm password do not match',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  length: 'Password must be at least 8 characters long',
} as const;

/**
 * The first rule a new password breaks, or null when it is acceptable (spec §5 update password):
 * confirmation match, then a lowercase letter, an uppercase letter, a number, a special character,
 * and at least 8 characters.
 */
export function passwordProblem(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return PASSWORD_MESSAGES.mismatch;
  if (!/[a-z]/.test(newPassword)) return PASSWORD_MESSAGES.lowercase;
  if (!/[A-Z]/.test(newPassword)) return PASSWORD_MESSAGES.uppercase;
  if (!/\d/.test(newPassword)) return PASSWORD_MESSAGES.number;
  if (!/[^A-Za-z0-9\s]/.test(newPassword)) return PASSWORD_MESSAGES.special;
  if (newPassword.length < 8) return PASSWORD_MESSAGES.length;
  return null;
}
