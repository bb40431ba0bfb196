import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, visit } from 'graphql';
import type { DocumentNode } from 'graphql';

/** What the bff answers to a GraphQL request. */
export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A file to send as the Upload variable `variable` of an operation. */
export interface GraphQLUpload<F extends string> {
  /** Name of the Upload variable (sent as null and mapped to the file). */
  variable: F;
  /** The file itself. */
  file: File;
}

/**
 * The document as the server sees it: Apollo's client-only `@unmask` directive (used on the shared
 * fragments of lib/graphql/fragments.ts) removed, as Apollo Client does for its own requests.
 */
function serverQuery(document: DocumentNode): string {
  return print(
    visit(document, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) }),
  );
}

/**
 * Sends one GraphQL operation to same-origin `/graphql` outside Apollo Client, for requests the
 * shared HttpLink cannot send. With an `upload` it is a GraphQL multipart request (fields
 * `operations`, `map`, `0`) with the `Apollo-Require-Preflight: true` header Apollo Server's CSRF
 * protection asks for; without one a plain JSON POST. Returns the parsed answer. Throws when the
 * network fails or the answer is not JSON. Design: uploads (spec §5 special instructions file,
 * §7 contact-us file).
 */
export async function postGraphQL<
  TData,
  TVariables extends Record<string, unknown>,
  F extends keyof TVariables & string,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, F>,
  upload: GraphQLUpload<F> | null,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponse<TData>> {
  const query = serverQuery(document);
  let init: RequestInit;
  if (upload) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query, variables: { ...variables, [upload.variable]: null } }),
    );
    form.append('map', JSON.stringify({ 0: [`variables.${upload.variable}`] }));
    form.append('0', upload.file, upload.file.name);
    init = { method: 'POST', body: form, headers: { 'Apollo-Require-Preflight': 'true' } };
  } else {
    init = {
      method: 'POST',
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    };
  }
  const response = await fetchImpl('/graphql', { ...init, credentials: 'same-origin' });
  return (await response.json()) as GraphQLResponse<TData>;
}
