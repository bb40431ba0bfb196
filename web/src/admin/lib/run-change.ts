import { notify } from '@/lib/toaster';
import { SAVE_FAILED, adminErrorMessage } from './errors';

/** The shape every admin mutation payload shares: business failures as `userErrors`. */
export interface ChangePayload {
  /** Why the change was refused; empty on success. */
  userErrors: readonly { message: string; field?: string | null }[];
  /** A message to show on success, when the server sends one. */
  message?: string | null;
}

/**
 * Runs an admin change and reports it with a toast (issue 9 toasts for results): the server's
 * message (or `success`) when it worked, the first userError or the GraphQL error otherwise.
 * Returns true when the change was made. Never throws.
 */
export async function runChange(
  change: () => Promise<ChangePayload | null | undefined>,
  success: string,
): Promise<boolean> {
  try {
    const payload = await change();
    const failure = payload?.userErrors[0];
    if (!payload || failure) {
      notify('error', failure?.message ?? SAVE_FAILED);
      return false;
    }
    notify('success', payload.message || success);
    return true;
  } catch (error) {
    notify('error', adminErrorMessage(error, SAVE_FAILED));
    return false;
  }
}
