/**
 * `npm run bench:attack [-- nested|checkout]`: how much one abusive client slows everyone else.
 * Starts the real stack (bench/stack.ts), measures other visitors' product list (the web app's
 * listing query, limit 8, 2 concurrent visitors) first on a quiet shop, then while an attack runs:
 *  - `nested`: 4 concurrent copies of the nested anonymous query of issue 13
 *    (categories → products(limit 50) → categories → products(limit 50) → …), sent again as each
 *    one ends;
 *  - `checkout`: waves of 200 concurrent `placeOrder` from the signed-in demo trade customer, the
 *    next wave after the previous one has answered (and after its Retry-After, if any);
 *  - `checkout-flood`: 200 loops of `placeOrder` from that customer, each resending at once.
 * Prints p50/p95 of the visitors' requests (ms), the attack's answers by outcome and the bff→api
 * calls. Not part of `npm test`. Every loop is bounded; the run stops itself after ATTACK_DEADLINE_MS.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../../api/src/db/seed/accounts.js';
import { quantile } from './measure.js';
import { PRODUCTS_QUERY } from './queries.js';
import { startBenchStack, type BenchStack } from './stack.js';

/** The whole run is cut off after this long (ms), whatever happens. */
const ATTACK_DEADLINE_MS = 300_000;
/** Visitor requests measured per phase, from VISITORS concurrent visitors. */
const VISITOR_REQUESTS = 20;
const VISITORS = 2;
/** Concurrent nested queries, and placeOrder calls per checkout wave. */
const NESTED_ATTACKERS = 4;
const CHECKOUT_WAVE = 200;
/** A single attack request is abandoned after this long (ms). */
const ATTACK_REQUEST_TIMEOUT_MS = 30_000;

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
  body: { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

/** POSTs a GraphQL request to the bff. */
async function post(
  bffUrl: string,
  query: string,
  variables: object = {},
  headers: Record<string, string> = {},
  signal?: AbortSignal,
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

/** One visitor's product list; throws unless it answers 200 with 8 items. */
async function visitorListing(bffUrl: string): Promise<void> {
  const answer = await post(bffUrl, PRODUCTS_QUERY, { limit: 8 });
  const items = (answer.body.data as { products?: { items?: unknown[] } } | undefined)?.products
    ?.items;
  if (answer.status !== 200 || items?.length !== 8) {
    throw new Error(`visitor listing answered ${answer.status}`);
  }
}

/** Measures VISITOR_REQUESTS visitor listings from VISITORS clients; p50/p95 in ms. */
async function measureVisitors(bffUrl: string): Promise<{ p50: number; p95: number }> {
  const latencies: number[] = [];
  let next = 0;
  const visitor = async () => {
    while (next < VISITOR_REQUESTS) {
      next += 1;
      const start = performance.now();
      await visitorListing(bffUrl);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, visitor));
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95) };
}

/** Counts attack answers by outcome: HTTP status plus the first error code, or "ok". */
function outcome(answer: Answer): string {
  const code = answer.body.errors?.[0]?.extensions?.code;
  return `${answer.status} ${code ?? 'ok'}`;
}

/** Signs the demo customer in through the bff; returns its Cookie header. */
async function demoCookie(bffUrl: string): Promise<string> {
  const customer = DEMO_ACCOUNTS.find((account) => account.role === 'customer');
  if (!customer) throw new Error('no demo customer');
  const res = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id } } }',
      variables: { e: customer.email, p: customer.password },
    }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || cookies.length === 0) throw new Error('demo login failed');
  return cookies.join('; ');
}

/** A purchasable cheap product id and its first size (any non-bed with stock). */
async function orderLine(bffUrl: string, cookie: string): Promise<object> {
  const answer = await post(
    bffUrl,
    '{ products(limit: 50) { items { id isBed purchasable sizes { id } } } }',
    {},
    { cookie },
  );
  const items =
    (
      answer.body.data as {
        products?: { items: { id: string; isBed: boolean; purchasable: boolean }[] };
      }
    )?.products?.items ?? [];
  const product = items.find((p) => !p.isBed && p.purchasable);
  if (!product) throw new Error('no purchasable product');
  return { productId: product.id, quantity: 1 };
}

/** Runs `attack` in the background while the visitors are measured, then stops it. */
async function duringAttack(
  stack: BenchStack,
  attack: (signal: AbortSignal, outcomes: Map<string, number>) => Promise<void>,
) {
  const controller = new AbortController();
  const outcomes = new Map<string, number>();
  stack.resetUpstreamCalls();
  const running = attack(controller.signal, outcomes);
  // Let the attack get going before the visitors arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const visitors = await measureVisitors(stack.bffUrl);
  controller.abort();
  await running.catch(() => undefined);
  return { visitors, outcomes, upstreamCalls: stack.upstreamCalls() };
}

/** Sends `request` again and again from `clients` loops until aborted; counts outcomes. */
async function loop(
  clients: number,
  signal: AbortSignal,
  outcomes: Map<string, number>,
  request: (signal: AbortSignal) => Promise<Answer>,
): Promise<void> {
  const client = async () => {
    while (!signal.aborted) {
      const timeout = AbortSignal.any([signal, AbortSignal.timeout(ATTACK_REQUEST_TIMEOUT_MS)]);
      try {
        const key = outcome(await request(timeout));
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      } catch {
        if (!signal.aborted) outcomes.set('failed', (outcomes.get('failed') ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

/**
 * Sends waves of `size` concurrent requests until aborted; after a wave with 429 answers it waits
 * the shortest Retry-After, as a well-behaved client (the web app, a retrying script) does.
 */
async function waves(
  size: number,
  signal: AbortSignal,
  outcomes: Map<string, number>,
  request: (signal: AbortSignal) => Promise<Answer>,
): Promise<void> {
  while (!signal.aborted) {
    const timeout = AbortSignal.any([signal, AbortSignal.timeout(ATTACK_REQUEST_TIMEOUT_MS)]);
    const answers = await Promise.all(
      Array.from({ length: size }, () => request(timeout).catch(() => null)),
    );
    let wait = Infinity;
    for (const answer of answers) {
      const key = answer ? outcome(answer) : 'failed';
      if (!signal.aborted) outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
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

async function main(): Promise<void> {
  const scenario = process.argv[2] ?? 'nested';
  if (scenario !== 'nested' && scenario !== 'checkout' && scenario !== 'checkout-flood') {
    throw new Error('usage: bench:attack [nested|checkout|checkout-flood]');
  }
  const deadline = setTimeout(() => {
    console.error(`bench:attack: no result after ${ATTACK_DEADLINE_MS / 1000} s; stopping`);
    process.exit(2);
  }, ATTACK_DEADLINE_MS);
  deadline.unref();

  const stack = await startBenchStack();
  try {
    await measureVisitors(stack.bffUrl); // warm-up
    const quiet = await measureVisitors(stack.bffUrl);
    let attacked;
    if (scenario === 'nested') {
      attacked = await duringAttack(stack, (signal, outcomes) =>
        loop(NESTED_ATTACKERS, signal, outcomes, (s) =>
          post(stack.bffUrl, NESTED_QUERY, {}, {}, s),
        ),
      );
    } else {
      const cookie = await demoCookie(stack.bffUrl);
      const line = await orderLine(stack.bffUrl, cookie);
      let seq = 0;
      attacked = await duringAttack(stack, (signal, outcomes) =>
        (scenario === 'checkout' ? waves : loop)(CHECKOUT_WAVE, signal, outcomes, (s) =>
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
          ),
        ),
      );
    }
    const attackName =
      scenario === 'nested'
        ? `${NESTED_ATTACKERS} concurrent nested queries`
        : scenario === 'checkout'
          ? `waves of ${CHECKOUT_WAVE} concurrent placeOrder (one customer, honouring Retry-After)`
          : `${CHECKOUT_WAVE} placeOrder loops (one customer, resending at once, ignoring Retry-After)`;
    console.log(`\nbench:attack ${scenario} — other visitors' product list (limit 8), ms`);
    console.log(`  quiet shop:        p50 ${quiet.p50.toFixed(1)}  p95 ${quiet.p95.toFixed(1)}`);
    console.log(
      `  during the attack: p50 ${attacked.visitors.p50.toFixed(1)}  p95 ${attacked.visitors.p95.toFixed(1)}  (${attackName})`,
    );
    console.log(
      `  attack answers:    ${[...attacked.outcomes].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none finished'}`,
    );
    console.log(`  bff→api calls during the attack phase: ${attacked.upstreamCalls}`);
  } finally {
    await stack.close();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
