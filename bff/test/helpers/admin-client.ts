/**
 * Admin test helpers over a real stack (issue 9): bearer tokens of the demo admin and the demo
 * trade customer (signed in at the api), and a GraphQL POST to the bff with an optional token.
 */
import type { Stack } from './real-stack.js';

/** The demo accounts of the seed. */
export const DEMO_ADMIN = { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' };
/** The demo trade customer of the seed. */
export const DEMO_CUSTOMER = { email: 'demo@serenatrade.ie', password: 'Serena#2026' };

/** A GraphQL answer. */
export interface GqlAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

/** Signs in at the api and returns the bearer token. @throws unless the api answers 200. */
export async function tokenOf(stack: Stack, account: { email: string; password: string }) {
  const response = await fetch(`${stack.apiUrl}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token) throw new Error(`login failed: ${response.status}`);
  return body.token;
}

/** Sends one GraphQL POST to the bff, as `token`'s owner or as a visitor. */
export async function adminGql<T = Record<string, unknown>>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlAnswer<T>> {
  const response = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GqlAnswer<T>;
}

/**
 * The demo Cashel Grand Bed as a cart line's ids, looked up through the bff with `token`: 5ft King
 * (size 14) in its first fabric and that fabric's first colour.
 */
export async function demoBedLine(stack: Stack, token: string) {
  const found = await adminGql<{
    searchProducts: {
      items: { id: string; name: string; fabrics: { id: string; colors: { id: string }[] }[] }[];
    };
  }>(
    stack,
    `{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id colors { id } } } } }`,
    {},
    token,
  );
  const bed = found.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
  return {
    productId: bed.id,
    sizeId: '14',
    fabricId: bed.fabrics[0]!.id,
    fabricColorId: bed.fabrics[0]!.colors[0]!.id,
  };
}

/**
 * Places one order of the demo 'Cashel Grand Bed' (5ft King, first fabric and colour, no storage)
 * for `token`'s owner through the bff, shipped to Galway; returns the GraphQL answer.
 */
export async function placeDemoBedOrder(
  stack: Stack,
  token: string,
  referenceNumber: string,
  /** More of the payload to select, e.g. 'approval { id status }' (issue 24). */
  extra = '',
  /** Input fields to replace, e.g. `{ addressId }` for a saved address (issue 24). */
  overrides: Record<string, unknown> = {},
) {
  const bed = await demoBedLine(stack, token);
  return adminGql<{
    placeOrder: { orders: { trackingId: string }[]; approval?: { id: string; status: string } };
  }>(
    stack,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { trackingId } ${extra} } }`,
    {
      input: {
        idempotencyKey: `${referenceNumber}-${Math.random().toString(16).slice(2, 10)}`,
        shippingAddress: {
          firstName: 'Aoife',
          address: '1 Quay St',
          city: 'Galway',
          country: 'Ireland',
        },
        lines: [
          {
            ...bed,
            storage: 'NONE',
            quantity: 1,
            referenceNumber,
          },
        ],
        ...overrides,
      },
    },
    token,
  );
}
