import type { SendContactMessageMutation as Result } from '@/__generated__/graphql';
import { postGraphQL } from '@/lib/upload';
import type { GraphQLResponse } from '@/lib/upload';
import { CONTACT_MESSAGES } from '../lib/messages';
import { SendContactMessageMutation } from './documents';

/** The contact form's text values as sent (spec §3 Contact message). */
export interface ContactMessageValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

/** Outcome of {@link sendContactMessage}: the server's text on success, else the message to show. */
export type ContactSendResult =
  { ok: true; message: string } | { ok: false; message: string; duplicate: boolean };

/**
 * Sends the contact form to the bff's `/graphql` (spec §7 contact-us). With a file it is a GraphQL
 * multipart request, without one a plain JSON POST (lib/upload `postGraphQL`). Never throws: a network
 * failure or an unreadable answer gives 'Something went wrong. Please try again.'; a repeat gives
 * 'You have already submitted this message.' (spec §8).
 */
export async function sendContactMessage(
  values: ContactMessageValues,
  file: File | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactSendResult> {
  const failure = (message?: string | null): ContactSendResult => ({
    ok: false,
    message: message || CONTACT_MESSAGES.generic,
    duplicate: false,
  });
  let body: GraphQLResponse<Result>;
  try {
    body = await postGraphQL(
      SendContactMessageMutation,
      { input: values },
      file ? { variable: 'file', file } : null,
      fetchImpl,
    );
  } catch {
    return failure();
  }
  const payload = body.data?.sendContactMessage;
  if (!payload) return failure(body.errors?.[0]?.message);
  if (payload.success) return { ok: true, message: payload.message || CONTACT_MESSAGES.sent };
  const first = payload.userErrors[0];
  if (first?.code === 'DUPLICATE') {
    return { ok: false, message: CONTACT_MESSAGES.duplicate, duplicate: true };
  }
  return failure(first?.message ?? payload.message);
}
