import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import type { GraphQLResponse } from '@/lib/upload';

/**
 * `document` without Apollo Client's own `@unmask` directives (fragment masking, issue 27): Apollo
 * strips them from what it sends; a multipart request made here must too, or the bff refuses the
 * unknown directive.
 */
export function withoutClientDirectives(document: DocumentNode): DocumentNode {
  return visit(document, {
    [Kind.DIRECTIVE]: (node) => (node.name.value === 'unmask' ? null : undefined),
  });
}

/**
 * Sends one admin GraphQL operation as a multipart request (GraphQL multipart request spec) with
 * `files` under the variable `variable` — a list variable when `asList`, else one file — and the
 * `Apollo-Require-Preflight: true` header the bff's CSRF protection asks for (issue 10 picture
 * and catalog uploads). Returns the parsed answer; throws when the network fails or the answer is
 * not JSON.
 */
export async function postAdminFiles<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Record<string, unknown>,
  variable: string,
  files: File[],
  asList: boolean,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponse<TData>> {
  const form = new FormData();
  const placeholder = asList ? files.map(() => null) : null;
  form.append(
    'operations',
    JSON.stringify({
      query: print(withoutClientDirectives(document)),
      variables: { ...variables, [variable]: placeholder },
    }),
  );
  const map = Object.fromEntries(
    files.map((_, i) => [
      String(i),
      [asList ? `variables.${variable}.${i}` : `variables.${variable}`],
    ]),
  );
  form.append('map', JSON.stringify(map));
  files.forEach((file, i) => form.append(String(i), file, file.name));
  const response = await fetchImpl('/graphql', {
    method: 'POST',
    body: form,
    headers: { 'Apollo-Require-Preflight': 'true' },
    credentials: 'same-origin',
  });
  return (await response.json()) as GraphQLResponse<TData>;
}
