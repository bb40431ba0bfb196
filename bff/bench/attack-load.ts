/**
 * The load of `bench:attack` (bench/attack.ts): other visitors' product list measured quiet and
 * during an attack, the two attacks of issue 13 (nested anonymous queries; one customer's
 * `placeOrder` bursts) and the bookkeeping of their answers. Every loop is bounded by a count or
 * by the attack window; nothing runs open-ended.
 */
import { performance } from 'node:perf_hooks';
import { quantile } from './measure.js';
import { PRODUCTS_QUERY } from './queries.js';
import type { CheckoutStack } from './checkout-stack.js';

/** Concurrent visitors, and the most requests measured in one phase. */
const VISITORS = 2;
const MAX_VISITOR_REQUESTS = 400;
/** How long the quiet shop is measured, and how long each attack runs (ms). */
export const QUIET_WINDOW_MS = 5_000;
export const ATTACK_WINDOW_MS = 15_000;
/** A single request (visitor or attacker) is abandoned after this long (ms). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Concurrent nested queries, and placeOrder calls per checkout wave. */
export const NESTED_ATTACKERS = 4;
export const CHECKOUT_WAVE = 200;

/** The query from issue 13: three levels of categories × products(limit: 50). */
export const NESTED_QUERY =
  '{categories{products(limit:50){items{categories{products(limit:50){items{categories{products(limit:50){items{id}}}}}}}}}}';

const PLACE_ORDER = /* GraphQL */ `
  mutation BurstOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orders {
        id
      }
      userErrors {
        code
      }
    }
  }
`;

interface Answer {
  status: number;
  /** Seconds from a Retry-After header, when present. */
  retryAfter?: number;
  body: {
    data?: Record<string, { userErrors?: { code?: string }[] } | null> | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

/** POSTs a GraphQL request to the bff. @throws on a network failure or abort. */
async function post(
  bffUrl: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
  signal: AbortSignal = AbortSignal.timeout(REQUEST_TIMEOUT_MS),
): Promise<Answer> {
  const res = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal,
  });
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = {};
  }
  const retryAfter = Number(res.headers.get('retry-after'));
  return { status: res.status, body, ...(retryAfter > 0 ? { retryAfter } : {}) };
}

/** Other visitors' product list latencies (ms) and how many of their requests failed. */
export interface VisitorFigures {
  p50: number;
  p95: number;
  /** Requests measured (a failed one counts with its time to failure). */
  n: number;
  /** Requests that did not answer 200 with 8 products (timeouts included). */
  failed: number;
}

/**
 * Measures the product list (limit 8, the web app's selection) from VISITORS concurrent visitors
 * for `windowMs` (no request starts later; at most MAX_VISITOR_REQUESTS).
 */
export async function measureVisitors(bffUrl: string, windowMs: number): Promise<VisitorFigures> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const stopAt = performance.now() + windowMs;
  const visitor = async () => {
    while (next < MAX_VISITOR_REQUESTS && performance.now() < stopAt) {
      next += 1;
      const start = performance.now();
      try {
        const answer = await post(bffUrl, PRODUCTS_QUERY, { limit: 8 });
        const items = (answer.body.data?.products as { items?: unknown[] } | undefined)?.items;
        if (answer.status !== 200 || items?.length !== 8) failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    n: latencies.length,
    failed,
  };
}

/**
 * Attack answers by outcome ("200 ok", "400 QUERY_TOO_COSTLY", "200 userError X", "failed", or
 * "cut off" when the attack window ended first).
 */
export type Outcomes = Map<string, number>;

/** The outcome of one answer: HTTP status plus the first error code, user error code or "ok". */
function outcome(answer: Answer): string {
  const code = answer.body.errors?.[0]?.extensions?.code;
  if (code) return `${answer.status} ${code}`;
  const payload = Object.values(answer.body.data ?? {})[0];
  const userError = payload?.userErrors?.[0]?.code;
  return userError ? `${answer.status} userError ${userError}` : `${answer.status} ok`;
}

/**
 * Accepted (answered by the resolvers), refused (an error code or 4xx) and failed (5xx, network,
 * timeout); requests cut off by the end of the attack window are left out.
 */
export function tally(outcomes: Outcomes): { accepted: number; refused: number; failed: number } {
  const sums = { accepted: 0, refused: 0, failed: 0 };
  for (const [key, n] of outcomes) {
    const status = Number(key.split(' ')[0]);
    if (key === 'cut off') continue;
    if (key === 'failed' || status >= 500) sums.failed += n;
    else if (key.endsWith(' ok') || key.includes(' userError ')) sums.accepted += n;
    else sums.refused += n;
  }
  return sums;
}

const count = (outcomes: Outcomes, key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

/** Sends `request` again and again from `clients` loops until aborted; counts outcomes. */
async function loop(
  clients: number,
  signal: AbortSignal,
  outcomes: Outcomes,
  request: (signal: AbortSignal) => Promise<Answer>,
): Promise<void> {
  const client = async () => {
    while (!signal.aborted) {
      try {
        const answer = await request(
          AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        );
        count(outcomes, outcome(answer));
      } catch {
        count(outcomes, signal.aborted ? 'cut off' : 'failed');
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

/**
 * Sends waves of `size` concurrent requests until aborted; after a wave with Retry-After answers it
 * waits the shortest Retry-After, as a well-behaved client (the web app, a retrying script) does.
 */
async function waves(
  size: number,
  signal: AbortSignal,
  outcomes: Outcomes,
  request: (signal: AbortSignal) => Promise<Answer>,
): Promise<void> {
  while (!signal.aborted) {
    const timeout = AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
    const answers = await Promise.all(
      Array.from({ length: size }, () => request(timeout).catch(() => null)),
    );
    let wait = Infinity;
    for (const answer of answers) {
      count(outcomes, answer ? outcome(answer) : signal.aborted ? 'cut off' : 'failed');
      if (answer?.retryAfter) wait = Math.min(wait, answer.retryAfter);
    }
    if (Number.isFinite(wait) && !signal.aborted) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, wait * 1000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
  }
}

/** Signs the checkout's demo customer in through the bff; returns its Cookie header. */
async function customerCookie(stack: CheckoutStack): Promise<string> {
  const res = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id } } }',
      variables: { e: stack.customer.email, p: stack.customer.password },
    }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || cookies.length === 0) throw new Error(`${stack.label}: login failed`);
  return cookies.join('; ');
}

/**
 * An order line the api accepts: a purchasable product that is not a bed (no fabric or storage to
 * choose) in its first size. Checked with priceQuote. @throws when there is none.
 */
async function orderLine(stack: CheckoutStack, cookie: string): Promise<object> {
  const answer = await post(
    stack.bffUrl,
    '{ products(limit: 50) { items { id isBed purchasable sizes { id } } } }',
    {},
    { cookie },
  );
  type Item = { id: string; isBed: boolean; purchasable: boolean; sizes: { id: string }[] };
  const items = (answer.body.data?.products as { items?: Item[] } | undefined)?.items ?? [];
  const product = items.find((p) => !p.isBed && p.purchasable);
  if (!product) throw new Error(`${stack.label}: no purchasable product`);
  const line = {
    productId: product.id,
    quantity: 1,
    ...(product.sizes[0] ? { sizeId: product.sizes[0].id } : {}),
  };
  const quote = await post(
    stack.bffUrl,
    'query($input: CartLineInput!) { priceQuote(input: $input) { lineTotal { amount } } }',
    { input: line },
    { cookie },
  );
  if (!quote.body.data?.priceQuote) {
    throw new Error(`${stack.label}: the order line is refused: ${JSON.stringify(quote.body)}`);
  }
  return line;
}

/** The attack scenarios: `nested` and `checkout` are issue 13's (a) and (b). */
export const SCENARIOS = {
  nested: `${NESTED_ATTACKERS} concurrent nested queries, each resent as it ends`,
  checkout: `waves of ${CHECKOUT_WAVE} concurrent placeOrder from one customer (honouring Retry-After)`,
  'checkout-flood': `${CHECKOUT_WAVE} placeOrder loops from one customer, resending at once`,
} as const;

/** A scenario's name. */
export type Scenario = keyof typeof SCENARIOS;

/** Prepares `scenario` on `stack` (sign-in, an order line) and returns its attack, run until aborted. */
export async function attackOf(
  stack: CheckoutStack,
  scenario: Scenario,
): Promise<(signal: AbortSignal, outcomes: Outcomes) => Promise<void>> {
  if (scenario === 'nested') {
    return (signal, outcomes) =>
      loop(NESTED_ATTACKERS, signal, outcomes, (s) => post(stack.bffUrl, NESTED_QUERY, {}, {}, s));
  }
  const cookie = await customerCookie(stack);
  const line = await orderLine(stack, cookie);
  let seq = 0;
  const placeOrder = (s: AbortSignal) =>
    post(
      stack.bffUrl,
      PLACE_ORDER,
      {
        input: {
          idempotencyKey: `burst-${Date.now()}-${++seq}`,
          shippingAddress: {
            firstName: 'Aoife',
            address: '1 Main Street',
            city: 'Galway',
            country: 'Ireland',
          },
          lines: [{ ...line, referenceNumber: `PO-${seq}` }],
        },
      },
      { cookie },
      s,
    );
  return (signal, outcomes) =>
    (scenario === 'checkout' ? waves : loop)(CHECKOUT_WAVE, signal, outcomes, placeOrder);
}
