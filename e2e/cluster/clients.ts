/**
 * The people of the cluster test: a GraphQL client that keeps its session cookies (like a browser
 * tab), and a visitor who browses the storefront in a bounded loop, counting what fails.
 */

/** A GraphQL answer. */
export interface Gql<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A browser-like client of one base URL (the proxy or one bff instance), keeping cookies. */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(public url: string) {}

  /** The same session on another base URL (another instance). */
  at(url: string): Client {
    const other = new Client(url);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  get cookieHeader(): Record<string, string> {
    return this.cookies.size
      ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
      : {};
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(eq + 1) === '') this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  /** POSTs a GraphQL operation; resolves with the HTTP status and the answer. */
  async gql<T>(query: string, variables: object = {}): Promise<{ status: number; body: Gql<T> }> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.cookieHeader },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    this.remember(response);
    return { status: response.status, body: (await response.json()) as Gql<T> };
  }

  /** A GraphQL multipart upload of one file as `variables.file`. */
  async upload<T>(query: string, name: string, content: Buffer, type: string): Promise<Gql<T>> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(content)], { type }), name);
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...this.cookieHeader },
      body: form,
    });
    return (await response.json()) as Gql<T>;
  }

  /** Signs in; resolves with the userErrors' codes (empty on success). */
  async login(email: string, password: string): Promise<(string | null)[]> {
    const r = await this.gql<{ login: { userErrors: { code: string | null }[] } }>(
      'mutation ClusterLogin($e: String!, $p: String!) { login(email: $e, password: $p) { userErrors { code } } }',
      { e: email, p: password },
    );
    if (!r.body.data) throw new Error(`login failed: ${JSON.stringify(r.body.errors)}`);
    return r.body.data.login.userErrors.map((e) => e.code);
  }
}

/** What a browsing visitor saw. */
export interface BrowseReport {
  requests: number;
  errors: number;
  /** Start times (ms since epoch) of the failed requests, with why. */
  failures: { at: number; why: string }[];
  /** Start time (ms since epoch) and duration (ms) of every request. */
  timings: { at: number; ms: number }[];
}

/**
 * A visitor browsing `baseUrl` until `stop()`: the home page, then a GraphQL catalog query, again
 * and again (each request waits for the previous one; at most `maxRequests`). A request fails on
 * a network error, a status other than 200, GraphQL errors, or no answer within `timeoutMs`.
 */
export function browse(baseUrl: string, maxRequests = 20_000, timeoutMs = 10_000) {
  const report: BrowseReport = { requests: 0, errors: 0, failures: [], timings: [] };
  let running = true;
  const step = async (n: number) => {
    const at = Date.now();
    try {
      if (n % 2 === 0) {
        const res = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
      } else {
        const res = await fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query ClusterBrowse { categories { id name } }' }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await res.json()) as Gql<unknown>;
        if (res.status !== 200 || body.errors) {
          throw new Error(`POST /graphql answered ${res.status} ${JSON.stringify(body.errors)}`);
        }
      }
    } catch (error) {
      report.errors += 1;
      report.failures.push({ at, why: error instanceof Error ? error.message : String(error) });
    }
    report.timings.push({ at, ms: Date.now() - at });
    report.requests += 1;
  };
  const done = (async () => {
    for (let n = 0; running && n < maxRequests; n++) await step(n);
  })();
  return {
    report,
    async stop(): Promise<BrowseReport> {
      running = false;
      await done;
      return report;
    },
  };
}
