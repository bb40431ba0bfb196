import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** What the bff answers to a GraphQL request. */
export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends one GraphQL operation with a file as a multipart request (GraphQL multipart spec: fields
 * `operations`, `map`, `0`) to same-origin `/graphql`, with the `Apollo-Require-Preflight: true`
 * header Apollo Server's CSRF protection asks for; the shared HttpLink cannot send files. `fileVar`
 * names the Upload variable (sent as null and mapped to the file). Returns the parsed answer.
 * Throws when the network fails or the answer is not JSON. Design: uploads (spec §5 special
 * instructions file).
 */
export async function postGraphQLWithFile<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fileVar: keyof TVariables & string,
  file: File,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponse<TData>> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: print(document), variables: { ...variables, [fileVar]: null } }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${fileVar}`] }));
  form.append('0', file, file.name);
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    body: form,
    headers: { 'Apollo-Require-Preflight': 'true' },
    credentials: 'same-origin',
  });
  return (await response.json()) as GraphQLResponse<TData>;
}
