import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAdminCli } from '../support/admin.js';
import { repoRoot, startStack, type Stack } from '../support/stack.js';

/**
 * Issue 10 "Done when": a shop on an EMPTY PostgreSQL database with NODE_ENV=production is put
 * into service with the CLI alone — migrate, create-admin, catalog-import of the catalog exported
 * from the demo stack — and a customer who registered and was approved then sees all 62 products
 * with the same prices (base, variations, storage) as the demo customer on the demo stack.
 * Skipped, with the reason printed, when PostgreSQL does not answer on 127.0.0.1:5432.
 */
const PG_SERVER = process.env.CATALOG_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when PostgreSQL answers; prints why the suite is skipped otherwise. */
async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (err) {
    console.log(
      `catalog-production: skipped, PostgreSQL does not answer at ${PG_SERVER}: ${String(err)}`,
    );
    return false;
  }
}

/** Runs one statement on the PostgreSQL server. */
async function serverQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A GraphQL client that keeps the bff's session cookies. */
function graphqlClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
}

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { user { email } userErrors { message } }
}`;
const PRODUCTS = `query ($page: Int!) {
  products(page: $page, limit: 50) {
    pageInfo { totalProducts totalPages }
    items {
      sku name status stock price { amount }
      categories { name } sizes { label heightCm } fabrics { name colors { name } }
      variations { price { amount } }
      storagePrices { ottoman { price { amount } } cloudBase { amount } }
    }
  }
}`;

interface ProductView {
  sku: string;
  price: { amount: string } | null;
  variations: { price: { amount: string } | null }[];
}

/** Every product of the storefront listing as a signed-in customer sees it. */
async function listing(gql: ReturnType<typeof graphqlClient>): Promise<ProductView[]> {
  type Page = { products: { pageInfo: { totalPages: number }; items: ProductView[] } };
  const first = await gql<Page>(PRODUCTS, { page: 1 });
  const items = [...first.products.items];
  for (let page = 2; page <= first.products.pageInfo.totalPages; page++) {
    items.push(...(await gql<Page>(PRODUCTS, { page })).products.items);
  }
  return items.sort((a, b) => a.sku.localeCompare(b.sku));
}

describe('a production shop is put into service from the demo catalog export', () => {
  const demo = { apiUrl: inject('apiUrl'), dataDir: inject('dataDir'), baseUrl: inject('baseUrl') };
  const dbName = `serena_catalog_${randomBytes(5).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'catalog-prod-'));
  let available = false;
  let prod: Stack | undefined;
  let prodEnv: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    available = await postgresAnswers();
    if (!available) return;
    await serverQuery(`create database ${dbName}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${dbName}`;
    prodEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_TOKEN: randomBytes(24).toString('hex'),
      SMTP_URL: 'smtp://127.0.0.1:9', // nothing is mailed in this story
      SEED_DEMO: '0',
      // The seller printed on VAT invoices (issue 22): required in production.
      SHOP_LEGAL_NAME: 'Serena Home Furnishings Limited',
      SHOP_ADDRESS: 'Unit 4, Ashbourne Business Park, Ashbourne, Co Meath, A84 XY00, Ireland',
      SHOP_VAT_NUMBER: 'IE1234567T',
      SHOP_IBAN: 'IE29AIBK93115212345678',
      SHOP_BIC: 'AIBKIE2D',
    };
    // The migrate step of a production install, then the stack.
    await new Promise<void>((resolve, reject) =>
      execFile(
        process.execPath,
        [join(repoRoot, 'api/dist/db/migrate.js')],
        { env: { ...process.env, DATABASE_URL: prodEnv.DATABASE_URL } },
        (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve()),
      ),
    );
    prod = await startStack({ env: prodEnv });
  });

  afterAll(async () => {
    await prod?.stop();
    if (available) await serverQuery(`drop database if exists ${dbName} with (force)`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('lists all the demo products (62 or more) with the demo prices for a signed-in customer', async (ctx) => {
    if (!available || !prod) return ctx.skip();
    const target = { apiUrl: prod.apiUrl, dataDir: prod.dataDir };
    const cli = (args: string[], timeoutMs?: number) =>
      runAdminCli(target, args, { env: { ...prodEnv, PUBLIC_URL: prod!.baseUrl }, timeoutMs });

    // An empty production shop: no products, but the reference data is there.
    const visitor = graphqlClient(prod.baseUrl);
    const empty = await visitor<{ products: { pageInfo: { totalProducts: number } } }>(
      '{ products { pageInfo { totalProducts } } }',
    );
    expect(empty.products.pageInfo.totalProducts).toBe(0);
    expect((await visitor<{ sizes: unknown[] }>('{ sizes { id } }')).sizes).toHaveLength(6);

    // Export from the demo stack, import into production: both through the CLI. The demo stack is
    // shared with the other journeys (the admin catalog journey adds a product to it), so the
    // export holds the 62 demo products or more: the dry run's count is the one to import.
    const zip = join(workDir, 'demo-catalog.zip');
    const exported = await runAdminCli(demo, ['catalog-export', zip], { timeoutMs: 240_000 });
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    const dry = await cli(['catalog-import', zip, '--dry-run']);
    const dryCount =
      /Dry run, nothing written: products (\d+) created, 0 changed, 0 removed\./.exec(
        dry.stdout,
      )?.[1];
    const demoCount = Number(dryCount);
    expect(demoCount, dry.stdout).toBeGreaterThanOrEqual(62);
    const imported = await cli(['catalog-import', zip], 240_000);
    expect(imported.stdout).toContain(
      `Imported: products ${demoCount} created, 0 changed, 0 removed.`,
    );
    expect(imported.code).toBe(0);

    // The admin is created with the CLI; a customer registers and is approved.
    const created = await runAdminCli(target, ['create-admin', 'owner@serenahome.ie'], {
      env: { ...prodEnv, PUBLIC_URL: prod.baseUrl, ADMIN_PASSWORD: 'Owner#Serena2026' },
    });
    expect(created.code, created.stderr).toBe(0);
    const customer = graphqlClient(prod.baseUrl);
    const email = `buyer-${Date.now().toString(36)}@kellybeds.ie`;
    const registered = await customer<{ register: { success: boolean } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { success userErrors { message } } }`,
      {
        input: {
          fullName: 'Niamh Kelly',
          email,
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
        },
      },
    );
    expect(registered.register.success).toBe(true);
    const approved = await cli(['approve', email]);
    expect(approved.code, approved.stderr).toBe(0);
    const login = await customer<{ login: { user: unknown } }>(LOGIN, {
      email,
      password: 'Str0ng!Pass',
    });
    expect(login.login.user).not.toBeNull();

    // The demo customer on the demo stack sees exactly the same listing and prices.
    const demoCustomer = graphqlClient(demo.baseUrl);
    await demoCustomer(LOGIN, { email: 'demo@serenatrade.ie', password: 'Serena#2026' });
    const [want, got] = await Promise.all([listing(demoCustomer), listing(customer)]);
    expect(want.length).toBeGreaterThanOrEqual(62);
    expect(want.length).toBeLessThanOrEqual(demoCount);
    expect(want.every((p) => p.price !== null)).toBe(true);
    expect(got).toEqual(want);
  });
});
