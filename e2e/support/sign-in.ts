import type { BrowserContext } from 'playwright-core';

/** A trade customer's sign-in credentials. */
export interface Credentials {
  email: string;
  password: string;
}

/** The approved demo customer the seed creates (full name Aoife Murphy, office in Galway). */
export const DEMO_CUSTOMER = {
  email: 'demo@serenatrade.ie',
  password: 'Serena#2026',
  firstName: 'Aoife',
} as const;

const LOGIN_MUTATION =
  'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ user { id } userErrors { message } } }';

interface LoginResponse {
  data?: { login?: { user: { id: string } | null; userErrors: { message: string }[] } | null };
  errors?: { message: string }[];
}

/**
 * Signs `credentials` in through the GraphQL `login` mutation with the context's own request
 * client, so the bff's authToken and user cookies land in the browser context (spec §3 User, §4 Auth).
 * Returns the signed-in user's id. Throws when the request fails or sign-in is refused.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  credentials: Credentials = DEMO_CUSTOMER,
): Promise<{ id: string }> {
  const response = await context.request.post(`${baseUrl}/graphql`, {
    data: {
      query: LOGIN_MUTATION,
      variables: { e: credentials.email, p: credentials.password },
    },
  });
  if (!response.ok()) {
    throw new Error(`login: HTTP ${response.status()} ${await response.text()}`);
  }
  const body = (await response.json()) as LoginResponse;
  const login = body.data?.login;
  const problems = [
    ...(body.errors ?? []).map((e) => e.message),
    ...(login?.userErrors ?? []).map((e) => e.message),
  ];
  if (!login?.user || problems.length > 0) {
    throw new Error(`login refused for ${credentials.email}: ${problems.join('; ') || 'no user'}`);
  }
  const cookies = await context.cookies(baseUrl);
  if (!cookies.some((c) => c.name === 'authToken')) {
    throw new Error('login succeeded but no authToken cookie was set in the browser context');
  }
  return login.user;
}
