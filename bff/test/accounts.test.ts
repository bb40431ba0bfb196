/**
 * Account flows end to end over real HTTP: a browser-like client with a cookie jar talks to the bff,
 * which talks to a real api (in-memory PGlite, demo seed) on an ephemeral port (spec §4 auth, §5
 * sign-up and password rules, §6 roles, §7 auth calls, §8 messages, §9 cookie lifetime and prices).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/real-stack.js';

const DEMO_EMAIL = 'demo@serenatrade.ie';
const DEMO_PASSWORD = 'Serena#2026';

/** A cookie-keeping GraphQL client over fetch, like a browser on the bff's origin. */
class Browser {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  constructor(private readonly url: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{
    status: number;
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, ...((await response.json()) as object) };
  }

  setCookie(name: string): string | undefined {
    return this.lastSetCookies.find((c) => c.startsWith(`${name}=`));
  }
}

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        id
        fullName
        firstName
        email
        officeCity
        creditLimit {
          amount
          currencyCode
        }
        subscribed
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const VIEWER = /* GraphQL */ `
  query {
    viewer {
      id
      email
      officeCity
      subscribed
    }
  }
`;

const PRICES = /* GraphQL */ `
  query {
    products(limit: 3) {
      items {
        id
        price {
          amount
        }
      }
    }
  }
`;

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      success
      message
      userErrors {
        field
        message
        code
      }
    }
  }
`;

interface LoginData {
  login: {
    user: Record<string, unknown> | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}

function registration(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: 'Niamh Kelly',
    email: 'niamh@kellybeds.ie',
    invoiceEmail: 'accounts@kellybeds.ie',
    phoneNumber: '+353 87 765 4321',
    country: 'Ireland',
    companyName: 'Kelly Beds',
    officeAddress: '4 Shop Street',
    officeCity: 'Galway',
    officeEircode: 'H91 AB12',
    deliveryAddress: '4 Shop Street',
    deliveryCity: 'Galway',
    deliveryEircode: 'H91 AB12',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
    ...overrides,
  };
}

async function signedIn(stack: Stack, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const browser = new Browser(stack.bffUrl);
  const result = await browser.gql<LoginData>(LOGIN, { email, password });
  expect(result.data?.login.userErrors).toEqual([]);
  return browser;
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('login and logout', () => {
  it('sets authToken and user cookies with the spec flags and returns the user', async () => {
    const browser = new Browser(stack.bffUrl);
    const result = await browser.gql<LoginData>(LOGIN, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(result.data?.login).toMatchObject({
      user: {
        fullName: 'Aoife Murphy',
        firstName: 'Aoife',
        email: DEMO_EMAIL,
        officeCity: 'Galway',
        creditLimit: { amount: '5000.00', currencyCode: 'EUR' },
        subscribed: false,
      },
      userErrors: [],
    });
    const auth = browser.setCookie('authToken') ?? '';
    expect(auth).toMatch(/^authToken=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(auth).toContain('Max-Age=28800');
    expect(auth).toContain('Path=/');
    expect(auth).toContain('HttpOnly');
    expect(auth).toContain('SameSite=Lax');
    expect(auth).not.toContain('Secure'); // the bff is reached as 127.0.0.1
    const user = browser.setCookie('user') ?? '';
    expect(user).toContain('Max-Age=28800');
    expect(user).toContain('Path=/');
    expect(user).toContain('SameSite=Lax');
    expect(user).not.toContain('HttpOnly');
    expect(JSON.parse(decodeURIComponent(browser.cookies.get('user') ?? ''))).toEqual({
      full_name: 'Aoife Murphy',
      office_city: 'Galway',
    });
    const viewer = await browser.gql<{ viewer: { email: string } | null }>(VIEWER);
    expect(viewer.data?.viewer?.email).toBe(DEMO_EMAIL);
  });

  it("tells the shop's staff apart: viewer.isAdmin is true for an admin, false for a customer", async () => {
    const IS_ADMIN = 'query { viewer { email isAdmin } }';
    const customer = new Browser(stack.bffUrl);
    await customer.gql(LOGIN, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect((await customer.gql(IS_ADMIN)).data).toEqual({
      viewer: { email: DEMO_EMAIL, isAdmin: false },
    });
    const admin = new Browser(stack.bffUrl);
    const login = await admin.gql<{ login: { user: { isAdmin: boolean } | null } }>(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { user { isAdmin } } }',
      { email: 'admin@serenatrade.ie', password: 'Admin#Serena2026' },
    );
    expect(login.data?.login.user).toEqual({ isAdmin: true });
    expect((await admin.gql(IS_ADMIN)).data).toEqual({
      viewer: { email: 'admin@serenatrade.ie', isAdmin: true },
    });
  });

  it('refuses a wrong password with the api message and sets no cookie', async () => {
    const browser = new Browser(stack.bffUrl);
    const result = await browser.gql<LoginData>(LOGIN, {
      email: DEMO_EMAIL,
      password: 'Nope#1234',
    });
    expect(result.data?.login).toEqual({
      user: null,
      userErrors: [
        { field: null, message: 'Invalid email or password', code: 'WRONG_CREDENTIALS' },
      ],
    });
    expect(browser.lastSetCookies).toEqual([]);
  });

  it('shows prices through the cookie, hides them after logout, and kills the old token', async () => {
    const browser = await signedIn(stack);
    const oldToken = browser.cookies.get('authToken');
    type Prices = { products: { items: { price: { amount: string } | null }[] } };
    const before = await browser.gql<Prices>(PRICES);
    const amounts = before.data?.products.items.map((p) => p.price?.amount) ?? [];
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^\d+\.\d{2}$/);

    const out = await browser.gql<{ logout: boolean }>('mutation { logout }');
    expect(out.data?.logout).toBe(true);
    expect(browser.setCookie('authToken')).toMatch(/^authToken=;/);
    expect(browser.setCookie('user')).toMatch(/^user=;/);
    // Only the device cookie stays (issue 23: this browser signed in to the account before).
    expect([...browser.cookies.keys()]).toEqual(['deviceToken']);

    const after = await browser.gql<Prices>(PRICES);
    expect(after.data?.products.items.map((p) => p.price)).toEqual(amounts.map(() => null));

    const replay = new Browser(stack.bffUrl);
    replay.cookies.set('authToken', oldToken ?? '');
    expect((await replay.gql<{ viewer: unknown }>(VIEWER)).data?.viewer).toBeNull();
    const stale = await replay.gql<Prices>(PRICES);
    expect(stale.data?.products.items.every((p) => p.price === null)).toBe(true);
    // Logging out again with the dead token still succeeds.
    expect((await replay.gql<{ logout: boolean }>('mutation { logout }')).data?.logout).toBe(true);
  });
});

describe('register', () => {
  it('returns the spec messages per field as userErrors', async () => {
    const browser = new Browser(stack.bffUrl);
    const result = await browser.gql<{ register: { success: boolean; userErrors: unknown[] } }>(
      REGISTER,
      {
        input: registration({
          fullName: '',
          email: 'not-an-email',
          phoneNumber: '12345',
          officeCity: 'Galway 2',
          companyName: 'A Very Long Company Name',
          password: 'weak',
          confirmPassword: 'other',
        }),
      },
    );
    expect(result.data?.register.success).toBe(false);
    expect(result.data?.register.userErrors).toEqual([
      { field: 'full_name', message: 'full name is required', code: 'INVALID' },
      { field: 'email', message: 'Invalid email format', code: 'INVALID' },
      { field: 'phone_number', message: 'Please enter a valid phone number', code: 'INVALID' },
      {
        field: 'office_city',
        message: 'City name must contain only letters and spaces',
        code: 'INVALID',
      },
      {
        field: 'company_name',
        message: 'Company name must be at most 17 characters',
        code: 'INVALID',
      },
      {
        field: 'password',
        message:
          'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
        code: 'INVALID',
      },
      { field: 'confirm_password', message: 'Passwords do not match', code: 'INVALID' },
    ]);
  });

  it('creates a pending account that gets NOT_APPROVED at sign-in', async () => {
    const browser = new Browser(stack.bffUrl);
    const result = await browser.gql<{ register: unknown }>(REGISTER, { input: registration() });
    expect(result.data?.register).toEqual({
      success: true,
      message: 'Registration successful! You will be able to login after admin account approval',
      userErrors: [],
    });
    const login = await browser.gql<LoginData>(LOGIN, {
      email: 'niamh@kellybeds.ie',
      password: 'Str0ng!Pass',
    });
    expect(login.data?.login).toEqual({
      user: null,
      userErrors: [
        { field: null, message: 'Your account is awaiting admin approval.', code: 'NOT_APPROVED' },
      ],
    });
    expect(browser.lastSetCookies).toEqual([]);
  });
});

describe('account information', () => {
  const UPDATE = /* GraphQL */ `
    mutation Update($input: UpdateAccountInput!) {
      updateAccount(input: $input) {
        message
        user {
          officeCity
          email
          companyName
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `;

  it('updates the profile and the user cookie; a visitor is UNAUTHENTICATED', async () => {
    const browser = await signedIn(stack);
    const result = await browser.gql<{ updateAccount: unknown }>(UPDATE, {
      input: { officeCity: 'Athenry', companyName: 'Murphy Interiors' },
    });
    expect(result.data?.updateAccount).toEqual({
      message: 'User Updated Successfully',
      user: { officeCity: 'Athenry', email: DEMO_EMAIL, companyName: 'Murphy Interiors' },
      userErrors: [],
    });
    expect(JSON.parse(decodeURIComponent(browser.cookies.get('user') ?? ''))).toEqual({
      full_name: 'Aoife Murphy',
      office_city: 'Athenry',
    });
    const bad = await browser.gql<{ updateAccount: unknown }>(UPDATE, {
      input: { officeCity: 'Galway 2' },
    });
    expect(bad.data?.updateAccount).toEqual({
      message: null,
      user: null,
      userErrors: [
        {
          field: 'office_city',
          message: 'City name must contain only letters and spaces',
          code: 'INVALID',
        },
      ],
    });
    await browser.gql(UPDATE, { input: { officeCity: 'Galway' } });

    const visitor = new Browser(stack.bffUrl);
    const refused = await visitor.gql(UPDATE, { input: { officeCity: 'Cork' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cannot change the e-mail, invoice e-mail or credit limit', async () => {
    const browser = await signedIn(stack);
    for (const input of [
      { email: 'other@example.ie' },
      { invoiceEmail: 'x@example.ie' },
      { creditLimit: '99999.00' },
    ]) {
      const result = await browser.gql(UPDATE, { input });
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const viewer = await browser.gql<{ viewer: { email: string } }>(VIEWER);
    expect(viewer.data?.viewer.email).toBe(DEMO_EMAIL);
  });

  it('subscribes and unsubscribes the viewer; a visitor is asked to sign in', async () => {
    const SUBSCRIBE = /* GraphQL */ `
      mutation Sub($subscribed: Boolean!) {
        setNewsletterSubscription(subscribed: $subscribed) {
          user {
            subscribed
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    `;
    const visitor = new Browser(stack.bffUrl);
    expect((await visitor.gql(SUBSCRIBE, { subscribed: true })).data).toEqual({
      setNewsletterSubscription: {
        user: null,
        userErrors: [
          { field: null, message: 'Please sign in to subscribe.', code: 'UNAUTHENTICATED' },
        ],
      },
    });
    const browser = await signedIn(stack);
    expect((await browser.gql(SUBSCRIBE, { subscribed: true })).data).toEqual({
      setNewsletterSubscription: { user: { subscribed: true }, userErrors: [] },
    });
    expect(
      (await browser.gql<{ viewer: { subscribed: boolean } }>(VIEWER)).data?.viewer.subscribed,
    ).toBe(true);
    expect((await browser.gql(SUBSCRIBE, { subscribed: false })).data).toEqual({
      setNewsletterSubscription: { user: { subscribed: false }, userErrors: [] },
    });
  });
});

describe('priceQuote (spec §9) on the demo catalog', () => {
  const QUOTE = /* GraphQL */ `
    query Quote($input: CartLineInput!) {
      priceQuote(input: $input) {
        unitPrice {
          amount
        }
        unitVat {
          amount
        }
        unitGross {
          amount
        }
        lineTotal {
          amount
        }
        quantity
      }
    }
  `;
  const FIND = /* GraphQL */ `
    query Find {
      searchProducts(query: "Cashel Grand Bed") {
        items {
          id
          name
          fabrics {
            name
            colors {
              id
            }
            id
          }
        }
      }
    }
  `;

  type Found = {
    searchProducts: {
      items: {
        id: string;
        name: string;
        fabrics: { id: string; name: string; colors: { id: string }[] }[];
      }[];
    };
  };

  it('prices the Cashel Grand Bed in 5ft King with Cloud Storage exactly; null for visitors', async () => {
    const browser = await signedIn(stack);
    const found = await browser.gql<Found>(FIND);
    const bed = found.data?.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed');
    expect(bed).toBeDefined();
    const velvet = bed!.fabrics.find((f) => f.name === 'Plush Velvet')!;
    const chenille = bed!.fabrics.find((f) => f.name === 'Chenille')!;
    const line = (fabric: typeof velvet, quantity: number) => ({
      input: {
        productId: bed!.id,
        sizeId: '14',
        fabricId: fabric.id,
        fabricColorId: fabric.colors[0]!.id,
        storage: 'CLOUD_STORAGE',
        quantity,
      },
    });

    // Velvet King variation €789 + ottoman €170 + cloud base €95 = €1054.00; VAT €242.42.
    expect((await browser.gql(QUOTE, line(velvet, 2))).data).toEqual({
      priceQuote: {
        unitPrice: { amount: '1054.00' },
        unitVat: { amount: '242.42' },
        unitGross: { amount: '1296.42' },
        lineTotal: { amount: '2592.84' },
        quantity: 2,
      },
    });
    // Chenille has no own variation: the King size price €759 + €265 storage = €1024.00.
    expect((await browser.gql(QUOTE, line(chenille, 1))).data).toEqual({
      priceQuote: {
        unitPrice: { amount: '1024.00' },
        unitVat: { amount: '235.52' },
        unitGross: { amount: '1259.52' },
        lineTotal: { amount: '1259.52' },
        quantity: 1,
      },
    });

    const visitor = new Browser(stack.bffUrl);
    expect((await visitor.gql(QUOTE, line(velvet, 1))).data).toEqual({ priceQuote: null });
  });
});

describe('password reset and update', () => {
  const FORGOT = /* GraphQL */ `
    mutation Forgot($email: String!) {
      requestPasswordReset(email: $email) {
        success
        message
        userErrors {
          field
          message
          code
        }
      }
    }
  `;
  const RESET = /* GraphQL */ `
    mutation Reset($token: String!, $password: String!) {
      resetPassword(token: $token, password: $password) {
        success
        message
        userErrors {
          field
          message
          code
        }
      }
    }
  `;
  const UPDATE_PASSWORD = /* GraphQL */ `
    mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {
      updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
        success
        message
        userErrors {
          field
          message
          code
        }
      }
    }
  `;

  /** The reset token of the newest .eml in DATA_DIR/mail (quoted-printable decoded). */
  function latestResetToken(): string {
    const dir = path.join(stack.dataDir, 'mail');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
    const raw = readFileSync(path.join(dir, files[files.length - 1]!), 'utf8');
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
    if (!match?.[1]) throw new Error('no reset link in the outbox');
    return decodeURIComponent(match[1]);
  }

  it('answers an unknown e-mail with "This email does not exist."', async () => {
    const browser = new Browser(stack.bffUrl);
    expect((await browser.gql(FORGOT, { email: 'nobody@example.ie' })).data).toEqual({
      requestPasswordReset: {
        success: false,
        message: null,
        userErrors: [{ field: 'email', message: 'This email does not exist.', code: 'NOT_FOUND' }],
      },
    });
  });

  it('resets the password through the e-mailed link, once', async () => {
    const browser = new Browser(stack.bffUrl);
    const sent = await browser.gql<{ requestPasswordReset: { success: boolean } }>(FORGOT, {
      email: DEMO_EMAIL,
    });
    expect(sent.data?.requestPasswordReset.success).toBe(true);
    const token = latestResetToken();

    const weak = await browser.gql<{ resetPassword: { userErrors: { code: string }[] } }>(RESET, {
      token,
      password: 'weak',
    });
    expect(weak.data?.resetPassword.userErrors[0]?.code).toBe('INVALID');

    const newPassword = 'Fresh#Start2026';
    expect((await browser.gql(RESET, { token, password: newPassword })).data).toEqual({
      resetPassword: {
        success: true,
        message: 'Your password has been successfully reset',
        userErrors: [],
      },
    });
    expect((await browser.gql(RESET, { token, password: 'Other#Pass2026' })).data).toEqual({
      resetPassword: {
        success: false,
        message: null,
        userErrors: [
          { field: 'token', message: 'Invalid or expired reset link!', code: 'INVALID' },
        ],
      },
    });
    const old = await browser.gql<LoginData>(LOGIN, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(old.data?.login.userErrors[0]?.code).toBe('WRONG_CREDENTIALS');
    await signedIn(stack, DEMO_EMAIL, newPassword);

    // Put the demo password back through updatePassword; the browser stays signed in.
    const browser2 = await signedIn(stack, DEMO_EMAIL, newPassword);
    const oldCookie = browser2.cookies.get('authToken');
    const wrong = await browser2.gql(UPDATE_PASSWORD, {
      currentPassword: 'Wrong#Pass2026',
      newPassword: DEMO_PASSWORD,
    });
    expect(wrong.data).toEqual({
      updatePassword: {
        success: false,
        message: null,
        userErrors: [
          {
            field: 'curr_password',
            message: 'Current password is incorrect',
            code: 'WRONG_PASSWORD',
          },
        ],
      },
    });
    const changed = await browser2.gql(UPDATE_PASSWORD, {
      currentPassword: newPassword,
      newPassword: DEMO_PASSWORD,
    });
    expect(changed.data).toEqual({
      updatePassword: { success: true, message: 'Password updated successfully', userErrors: [] },
    });
    expect(browser2.cookies.get('authToken')).not.toBe(oldCookie);
    expect((await browser2.gql<{ viewer: { email: string } }>(VIEWER)).data?.viewer.email).toBe(
      DEMO_EMAIL,
    );
    const replay = new Browser(stack.bffUrl);
    replay.cookies.set('authToken', oldCookie ?? '');
    expect((await replay.gql<{ viewer: unknown }>(VIEWER)).data?.viewer).toBeNull();
  });
});
