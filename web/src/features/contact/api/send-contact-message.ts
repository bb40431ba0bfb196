import { print } from 'graphql';
import type { SendContactMessageMutation as Result } from '@/__generated__/graphql';
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

interface GraphQLResponse {
  data?: Result | null;
  errors?: { message?: string }[];
}

/**
 * Sends the contact form to the bff's `/graphql` (spec §7 contact-us). With a file it is a GraphQL
 * multipart request (fields `operations`, `map`, `0`) carrying `Apollo-Require-Preflight: true`,
 * which the shared HttpLink cannot send; without a file a plain JSON POST. Never throws: a network
 * failure or an unreadable answer gives 'Something went wrong. Please try again.'; a repeat gives
 * 'You have already submitted this message.' (spec §8).
 */
export async function sendContactMessage(
  values: ContactMessageValues,
  file: File | null,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactSendResult> {
  const query = print(SendContactMessageMutation);
  let init: RequestInit;
  if (file) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { input: values, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    init = { method: 'POST', body: form, headers: { 'Apollo-Require-Preflight': 'true' } };
  } else {
    init = {
      method: 'POST',
      body: JSON.stringify({ query, variables: { input: values } }),
      headers: { 'content-type': 'application/json' },
    };
  }
  const failure = (message?: string | null): ContactSendResult => ({
    ok: false,
    message: message || CONTACT_MESSAGES.generic,
    duplicate: false,
  });
  let body: GraphQLResponse;
  try {
    const response = await fetchImpl('/graphql', { ...init, credentials: 'same-origin' });
    body = (await response.json()) as GraphQLResponse;
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
