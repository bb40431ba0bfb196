/**
 * The shop of a cluster test (issue 11, issue 27): a fresh PostgreSQL database migrated once,
 * 2 api and 2 bff processes from the build on one Redis key prefix, nginx in front of each tier,
 * optionally the job worker alone (`npm run worker`, the apis then only queue jobs), and the
 * helpers the tests share (the preflight checks, a trade customer, the demo bed's checkout line).
 * Each test file starts its own shop, so a file can bring its own Redis (e.g. one it kills).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../support/stack.js';
import { Client } from './clients.js';
import {
  freePort,
  freshDatabase,
  NGINX,
  PG_SERVER,
  REDIS_URL,
  redisServerInstalled,
  runScript,
  service,
  sqlQuery,
  startNginx,
  tcpAnswers,
  waitForOk,
  type Service,
} from './topology.js';

/**
 * What a cluster test file needs and this machine lacks (PostgreSQL, Redis — the shared one, or
 * `redis-server` for a file that starts its own —, nginx, the build); prints one line naming it
 * for `label` when something is missing. Call at the top of the file; skip when not empty.
 */
export async function missingForCluster(
  label: string,
  options: { redis: 'shared' | 'own' } = { redis: 'shared' },
): Promise<string[]> {
  const pgPort = Number(new URL(PG_SERVER).port || 5432);
  const redisPort = Number(new URL(REDIS_URL).port || 6379);
  const missing = [
    !(await tcpAnswers('127.0.0.1', pgPort)) && `PostgreSQL at ${PG_SERVER}`,
    options.redis === 'shared' &&
      !(await tcpAnswers('127.0.0.1', redisPort)) &&
      `Redis at ${REDIS_URL}`,
    options.redis === 'own' && !redisServerInstalled() && 'redis-server',
    !existsSync(NGINX) && `nginx at ${NGINX}`,
    !existsSync(join(repoRoot, 'api/dist/jobs/worker.js')) && 'the build (npm run build)',
    !existsSync(join(repoRoot, 'bff/dist/server.js')) && 'the bff build (npm run build)',
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length > 0) console.warn(`${label} skipped: no ${missing.join(', ')}.`);
  return missing;
}

/** Where the shop keeps its shared state. */
export interface ShopOptions {
  /** Temporary folder of logs, nginx files and each api's DATA_DIR. */
  dir: string;
  redisUrl: string;
  keyPrefix: string;
  /** Extra environment of every api and bff process (e.g. METRICS_TOKEN). */
  extraEnv?: NodeJS.ProcessEnv;
  /** Extra environment of the api processes and the worker only (e.g. SMTP_URL). */
  apiExtraEnv?: NodeJS.ProcessEnv;
  /**
   * Runs the job worker alone (`npm run worker`, its metrics on their own port) and the apis with
   * JOBS_IN_PROCESS=0, as the compose deployment does.
   */
  worker?: boolean;
}

/** A trade customer made through the api (approved, with a credit limit). */
export interface Customer {
  email: string;
  password: string;
  id: number;
}

/** A GraphQL checkout of the demo bed and the shape of its answer. */
export const PLACE = `mutation ClusterPlace($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id totalPrice { amount } } userErrors { code message } } }`;
/** The answer of {@link PLACE}. */
export type PlaceData = {
  placeOrder: { orders: { id: string }[]; userErrors: { code: string | null }[] };
};
/** The shipping address of every cluster checkout. */
export const SHIPPING = {
  firstName: 'Aoife',
  address: 'Unit 4, Liosban',
  city: 'Galway',
  country: 'Ireland',
};

/** A running shop; see the module comment. */
export interface Shop {
  /** The storefront through nginx (balancing the bffs). */
  web: string;
  /** The api through nginx (balancing the apis; the bffs' API_URL). */
  apiLb: string;
  dbUrl: string;
  apis: Service[];
  bffs: Service[];
  /** The job worker when `worker` was asked for (its `url` serves /metrics). */
  worker?: Service;
  secrets: { JWT_SECRET: string; ADMIN_TOKEN: string };
  /** One checkout line of the demo "Cashel Grand Bed". */
  line: object;
  /** Environment of an api process with its own DATA_DIR on database `url`. */
  apiEnv(name: string, port: number, url: string, seed: boolean): NodeJS.ProcessEnv;
  /** Registers, approves and sets the credit (euros, e.g. `'1000.00'`) of a trade customer. */
  customer(label: string, creditEuros: string): Promise<Customer>;
  /** Stops every process and nginx, and drops the database. */
  stop(): Promise<void>;
  /** Adds processes (started later by the test) to those `stop()` stops. */
  track(...more: Service[]): void;
  /** Adds a clean-up (e.g. dropping another database) to `stop()`. */
  onStop(drop: () => Promise<unknown>): void;
}

/** Starts the shop of `options` (see the module comment); resolves once it serves through nginx. */
export async function startShop(options: ShopOptions): Promise<Shop> {
  const { dir, redisUrl, keyPrefix } = options;
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
  };
  const drops: (() => Promise<unknown>)[] = [];
  const services: Service[] = [];
  let nginx: { stop(): Promise<void> } | undefined;
  const stop = async () => {
    await Promise.all(services.map((s) => s.stop()));
    await nginx?.stop();
    for (const drop of drops) await drop().catch(() => undefined);
  };

  const db = await freshDatabase('main');
  drops.push(db.drop);
  const apiEnv = (name: string, port: number, url: string, seed: boolean): NodeJS.ProcessEnv => {
    const dataDir = join(dir, name);
    mkdirSync(dataDir, { recursive: true });
    return {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: seed ? '1' : '0',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      FILE_STORAGE: 'database',
      PUBLIC_URL: 'http://127.0.0.1',
      ...(options.worker ? { JOBS_IN_PROCESS: '0' } : {}),
      ...secrets,
      ...options.extraEnv,
      ...options.apiExtraEnv,
    };
  };
  try {
    const migrated = await runScript('api/dist/db/migrate.js', {
      PATH: process.env.PATH,
      DATABASE_URL: db.url,
    });
    expect(migrated.code, migrated.output).toBe(0);

    const ports: number[] = [];
    for (let i = 0; i < 6; i += 1) ports.push(await freePort());
    const [webPort, apiLbPort, apiA, apiB, bffA, bffB] = ports as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const web = `http://127.0.0.1:${webPort}`;
    const apiLb = `http://127.0.0.1:${apiLbPort}`;
    const apis = [apiA, apiB].map((port, i) =>
      service(
        `api-${'ab'[i]}`,
        'api/dist/server.js',
        port,
        apiEnv(`api-${i}`, port, db.url, true),
        dir,
      ),
    );
    const bffs = [bffA, bffB].map((port, i) =>
      service(`bff-${'ab'[i]}`, 'bff/dist/server.js', port, bffEnv(options, port, apiLb), dir),
    );
    services.push(...apis, ...bffs);
    // The first api seeds the demo catalog; the second finds it there.
    await apis[0]!.start();
    await apis[1]!.start();
    nginx = await startNginx({
      dir,
      webPort,
      apiPort: apiLbPort,
      bffPorts: [bffA, bffB],
      apiPorts: [apiA, apiB],
    });
    await Promise.all(bffs.map((b) => b.start()));
    await waitForOk(`${web}/ready`);
    let worker: Service | undefined;
    if (options.worker) {
      const metricsPort = await freePort();
      const env = { ...apiEnv('worker', 0, db.url, false), METRICS_PORT: String(metricsPort) };
      worker = service('worker', 'api/dist/jobs/worker.js', metricsPort, env, dir, '/metrics');
      services.push(worker);
      await worker.start();
    }
    return {
      web,
      apiLb,
      dbUrl: db.url,
      apis,
      bffs,
      ...(worker ? { worker } : {}),
      secrets,
      line: await bedLine(web),
      apiEnv,
      customer: (label, credit) =>
        createCustomer(apiLb, db.url, secrets.ADMIN_TOKEN, label, credit),
      stop,
      track: (...more) => services.push(...more),
      onStop: (drop) => drops.push(drop),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Environment of a bff process on `port` calling the api through `apiLb`. */
function bffEnv(options: ShopOptions, port: number, apiLb: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_URL: apiLb,
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.keyPrefix,
    MUTATIONS_CONCURRENT: '500',
    MUTATIONS_PER_MINUTE: '5000',
    VISITOR_MUTATIONS_CONCURRENT: '500',
    VISITOR_MUTATIONS_PER_MINUTE: '5000',
    ...options.extraEnv,
  };
}

/** The checkout line of the demo "Cashel Grand Bed" (first fabric and colour, size 14). */
async function bedLine(web: string): Promise<object> {
  const found = await new Client(web).gql<{
    searchProducts: {
      items: { id: string; name: string; fabrics: { id: string; colors: { id: string }[] }[] }[];
    };
  }>(
    '{ searchProducts(query: "Cashel Grand Bed") { items { id name fabrics { id colors { id } } } } }',
  );
  const bed = found.body.data!.searchProducts.items.find((p) => p.name === 'Cashel Grand Bed')!;
  return {
    productId: bed.id,
    sizeId: '14',
    fabricId: bed.fabrics[0]!.id,
    fabricColorId: bed.fabrics[0]!.colors[0]!.id,
    storage: 'CLOUD_STORAGE',
    quantity: 1,
    referenceNumber: 'CLUSTER',
  };
}

/** Registers, approves and sets the credit of a trade customer through the api at `apiLb`. */
async function createCustomer(
  apiLb: string,
  dbUrl: string,
  adminToken: string,
  label: string,
  creditEuros: string,
): Promise<Customer> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.ie`;
  const password = 'Cluster#Pass2026';
  const post = async (path: string, body: object, method = 'POST') => {
    const res = await fetch(`${apiLb}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
  };
  await post('/api/auth/user/register', {
    full_name: 'Cluster Buyer',
    email,
    invoice_email: email,
    phone_number: '+353871234567',
    country: 'Ireland',
    office_address: '1 Main Street',
    office_city: 'Cork',
    office_eir_code: 'T12 AB34',
    delivery_address: '1 Main Street',
    delivery_city: 'Cork',
    delivery_eir_code: 'T12 AB34',
    company_name: 'Cluster Ltd',
    password,
    confirm_password: password,
  });
  await post('/api/admin/users/by-email/approve', { email });
  await post('/api/admin/users/by-email/credit-limit', { email, credit_limit: creditEuros }, 'PUT');
  const [user] = await sqlQuery<{ id: number }>(dbUrl, 'select id from users where email = $1', [
    email,
  ]);
  return { email, password, id: user!.id };
}
