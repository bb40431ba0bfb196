/**
 * Session cookies and error mapping of the account mutations with a fake upstream (unit level;
 * the same flows run against a real api in accounts.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_SECONDS } from '../src/session/cookies.js';
import type { UpstreamClient } from '../src/upstream/contract.js';
import { upstreamHttpError } from '../src/upstream/errors.js';
import type { SessionUserDto } from '../src/upstream/types.js';
import { buildTestServer } from './helpers/app.js';
import { createFakeUpstream, FAKE_USER, type CatalogUpstream } from './helpers/fake-upstream.js';

const USER: SessionUserDto = FAKE_USER;

/** The fake catalog plus account calls: password 'right' signs in, others fail by e-mail. */
function accountsUpstream(seen: {
  addresses: (string | null | undefined)[];
  loggedOut: string[];
  devices?: (string | undefined)[];
}) {
  const upstream: CatalogUpstream & Pick<UpstreamClient, 'login' | 'logout'> = {
    ...createFakeUpstream(1),
    login: ({ email, password, deviceToken }, address) =>
      Promise.resolve().then(() => {
        seen.addresses.push(address);
        seen.devices?.push(deviceToken);
        if (email === 'pending@example.ie') {
          throw upstreamHttpError(403, {
            success: false,
            message: 'Your account is awaiting admin approval.',
          });
        }
        if (email === 'slow@example.ie') {
          throw upstreamHttpError(429, {
            success: false,
            message: 'Too many attempts. Please try again in 4 seconds.',
          });
        }
        if (password !== 'right') {
          throw upstreamHttpError(401, { success: false, message: 'Invalid email or password' });
        }
        return { success: true as const, token: 'jwt-1', user: USER, deviceToken: 'd1.5.device' };
      }),
    logout: (token) =>
      Promise.resolve().then(() => {
        seen.loggedOut.push(token);
        if (token !== 'jwt-1')
          throw upstreamHttpError(401, { success: false, message: 'Unauthorized' });
        return { success: true as const, message: 'Logged out successfully' };
      }),
  };
  return upstream;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        id
        firstName
        creditLimit {
          amount
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

async function send(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await app!.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, variables }),
  });
  return response;
}

function cookieHeader(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no Set-Cookie for ${name}`);
  return found;
}

describe('login cookies', () => {
  it('sets authToken (HttpOnly) and user (readable) with Secure when PUBLIC_URL is https', async () => {
    const seen = { addresses: [] as (string | null | undefined)[], loggedOut: [] as string[] };
    app = await buildTestServer(accountsUpstream(seen), {
      PUBLIC_URL: 'https://trade.serenahome.ie',
    });
    const response = await send(
      LOGIN,
      { email: 'mary@example.ie', password: 'right' },
      { host: 'trade.serenahome.ie' },
    );
    const body = response.json<{ data: { login: { user: unknown; userErrors: unknown[] } } }>();
    expect(body.data.login).toEqual({
      user: { id: '5', firstName: 'Mary', creditLimit: { amount: '2500.00' } },
      userErrors: [],
    });
    const auth = cookieHeader(response.headers['set-cookie'], 'authToken');
    expect(auth).toMatch(/^authToken=jwt-1;/);
    expect(auth).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(auth).toContain('Path=/');
    expect(auth).toContain('HttpOnly');
    expect(auth).toContain('Secure');
    expect(auth).toContain('SameSite=Lax');
    const user = cookieHeader(response.headers['set-cookie'], 'user');
    expect(user).not.toContain('HttpOnly');
    expect(user).toContain('Secure');
    expect(user).toContain('SameSite=Lax');
    expect(user).toContain('Max-Age=28800');
    const value = decodeURIComponent(user.slice('user='.length, user.indexOf(';')));
    expect(JSON.parse(value)).toEqual({ full_name: 'Mary Byrne', office_city: 'Cork' });
    expect(seen.addresses).toEqual(['127.0.0.1']);
  });

  it('leaves out Secure on plain HTTP without an https PUBLIC_URL, whatever the Host', async () => {
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }));
    for (const host of ['localhost:4000', '127.0.0.1:4000', 'trade.serenahome.ie']) {
      const response = await send(LOGIN, { email: 'mary@example.ie', password: 'right' }, { host });
      const auth = cookieHeader(response.headers['set-cookie'], 'authToken');
      expect(auth).toContain('HttpOnly');
      expect(auth).not.toContain('Secure');
    }
  });

  it("keeps the api's device token in an HttpOnly cookie for a year and sends it back on sign-in (issue 23)", async () => {
    const seen = { addresses: [], loggedOut: [], devices: [] as (string | undefined)[] };
    app = await buildTestServer(accountsUpstream(seen));
    const login = { email: 'mary@example.ie', password: 'right' };
    const first = await send(LOGIN, login, { host: 'localhost' });
    const device = cookieHeader(first.headers['set-cookie'], 'deviceToken');
    expect(device).toMatch(/^deviceToken=d1\.5\.device;/);
    expect(device).toContain('HttpOnly');
    expect(device).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    // Sign-out keeps it: the browser stays known to the account.
    const out = await send(
      'mutation { logout }',
      {},
      { host: 'localhost', cookie: 'authToken=jwt-1' },
    );
    expect(String(out.headers['set-cookie'])).toContain('authToken=;');
    expect(String(out.headers['set-cookie'])).not.toContain('deviceToken');
    await send(LOGIN, login, { host: 'localhost', cookie: 'deviceToken=d1.5.device' });
    expect(seen.devices).toEqual([undefined, 'd1.5.device']);
  });

  it('decides Secure from configuration, never from the Host header (issue 23)', async () => {
    const login = { email: 'mary@example.ie', password: 'right' };
    const secure = async (headers: Record<string, string>) =>
      cookieHeader((await send(LOGIN, login, headers)).headers['set-cookie'], 'authToken').includes(
        'Secure',
      );
    // A proxy that forwards Host: 127.0.0.1 to a production shop at an https PUBLIC_URL.
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }), {
      PUBLIC_URL: 'https://trade.serenahome.ie',
    });
    expect(await secure({ host: '127.0.0.1:4000' })).toBe(true);
    await app.close();
    // Production without PUBLIC_URL: Secure.
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }), {
      NODE_ENV: 'production',
    });
    expect(await secure({ host: 'localhost' })).toBe(true);
    await app.close();
    // X-Forwarded-Proto: https counts only from a proxy TRUST_PROXY trusts.
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }));
    expect(await secure({ host: 'trade.serenahome.ie', 'x-forwarded-proto': 'https' })).toBe(false);
    await app.close();
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }), {
      TRUST_PROXY: '127.0.0.1',
    });
    expect(await secure({ host: '127.0.0.1', 'x-forwarded-proto': 'https' })).toBe(true);
    expect(await secure({ host: 'trade.serenahome.ie' })).toBe(false);
  });

  it.each([
    ['mary@example.ie', 'wrong', 'Invalid email or password', 'WRONG_CREDENTIALS'],
    ['pending@example.ie', 'right', 'Your account is awaiting admin approval.', 'NOT_APPROVED'],
    [
      'slow@example.ie',
      'right',
      'Too many attempts. Please try again in 4 seconds.',
      'RATE_LIMITED',
    ],
  ])('maps a failed sign-in of %s to a userError', async (email, password, message, code) => {
    app = await buildTestServer(accountsUpstream({ addresses: [], loggedOut: [] }));
    const response = await send(LOGIN, { email, password }, { host: 'localhost' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({
      data: { login: { user: null, userErrors: [{ field: null, message, code }] } },
    });
  });
});

describe('logout', () => {
  it('ends the api session, clears both cookies and ignores a dead token', async () => {
    const seen = { addresses: [] as (string | null | undefined)[], loggedOut: [] as string[] };
    app = await buildTestServer(accountsUpstream(seen));
    for (const token of ['jwt-1', 'dead']) {
      const response = await send(
        'mutation { logout }',
        {},
        {
          host: 'localhost',
          cookie: `authToken=${token}`,
        },
      );
      expect(response.json()).toEqual({ data: { logout: true } });
      const auth = cookieHeader(response.headers['set-cookie'], 'authToken');
      const user = cookieHeader(response.headers['set-cookie'], 'user');
      expect(auth).toMatch(/^authToken=;/);
      expect(auth).toContain('Expires=Thu, 01 Jan 1970');
      expect(user).toMatch(/^user=;/);
    }
    expect(seen.loggedOut).toEqual(['jwt-1', 'dead']);
  });
});
