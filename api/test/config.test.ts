/** loadConfig: defaults, validation messages, the generated JWT secret and the seeding rule. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, shouldSeedDemo } from '../src/config.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'serena-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(4001);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(dir);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.nodeEnv).toBe('development');
    expect(c.logLevel).toBe('info');
    expect(shouldSeedDemo(c)).toBe(true);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR/jwt-secret', () => {
    const dir = tempDir();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(a.jwtSecret).toString()).toBe(
      readFileSync(path.join(dir, 'jwt-secret'), 'utf8'),
    );
    expect(Buffer.from(b.jwtSecret).equals(Buffer.from(a.jwtSecret))).toBe(true);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(64);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: path.relative(process.cwd(), dir) });
    expect(c.dataDir).toBe(dir);
  });

  it('reports every bad setting with a clear message', () => {
    try {
      loadConfig({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        LOG_LEVEL: 'loud',
        PUBLIC_URL: 'not a url',
        JWT_SECRET: 'short',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'API_PORT: must be an integer between 0 and 65535',
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'JWT_SECRET: must be at least 32 characters',
        'SEED_DEMO: must be 1, 0, true or false',
        'PUBLIC_URL: must be an absolute URL, e.g. https://trade.example.ie',
        'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      ]);
    }
    expect(() => loadConfig({ API_PORT: '70000', DATA_DIR: tempDir() })).toThrow(/API_PORT/);
  });

  it('names every missing production setting in one error and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      'JWT_SECRET, DATABASE_URL, PUBLIC_URL, SMTP_URL, SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_VAT_NUMBER, SHOP_IBAN, SHOP_BIC: required when NODE_ENV=production',
    );
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      PUBLIC_URL: 'https://trade.example.ie',
      SMTP_URL: 'smtp://mail.example.ie:587',
      SHOP_LEGAL_NAME: 'Serena Home Furnishings Limited',
      SHOP_ADDRESS: 'Unit 4, Ashbourne Business Park, Ashbourne, Co Meath, A84 XY00, Ireland',
      SHOP_VAT_NUMBER: 'IE 1234567T',
      SHOP_IBAN: 'IE29 AIBK 9311 5212 3456 78',
      SHOP_BIC: 'aibkie2d',
      DATA_DIR: tempDir(),
    };
    expect(() => loadConfig({ ...production, SMTP_URL: '', PUBLIC_URL: '' })).toThrow(
      'PUBLIC_URL, SMTP_URL: required when NODE_ENV=production',
    );
    const c = loadConfig({ ...production, SEED_DEMO: '1' });
    expect(shouldSeedDemo(c)).toBe(false);
    // The seller of VAT invoices (issue 22), normalised.
    expect(c.books.seller).toMatchObject({
      legalName: 'Serena Home Furnishings Limited',
      addressLines: [
        'Unit 4',
        'Ashbourne Business Park',
        'Ashbourne',
        'Co Meath',
        'A84 XY00',
        'Ireland',
      ],
      vatNumber: 'IE1234567T',
      iban: 'IE29AIBK93115212345678',
      bic: 'AIBKIE2D',
    });
    expect(c.books.vatRateBp).toBe(2300);
  });

  it('refuses a bad seller VAT number, IBAN, BIC or VAT rate, naming each (issue 22)', () => {
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        SHOP_VAT_NUMBER: 'IE123',
        SHOP_IBAN: 'IE29AIBK93115212345679',
        SHOP_BIC: 'NOTABIC',
        VAT_RATE_PERCENT: '23%',
        SHOP_ADDRESS: 'Only one line',
      });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'SHOP_ADDRESS: must be at least two lines separated by commas',
        'SHOP_VAT_NUMBER: must be a valid VAT number, e.g. IE1234567T',
        'SHOP_IBAN: must be a valid IBAN',
        'SHOP_BIC: must be a valid BIC',
        'VAT_RATE_PERCENT: must be a percentage from 0 to 100 with at most two decimals, e.g. 23 or 13.5',
      ]);
    }
    expect(loadConfig({ DATA_DIR: tempDir(), VAT_RATE_PERCENT: '13.5' }).books.vatRateBp).toBe(
      1350,
    );
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX, TRUST_PROXY, FILE_STORAGE and the metrics settings', () => {
    const plain = loadConfig({ DATA_DIR: tempDir() });
    expect(plain.redis).toBeUndefined();
    expect(plain.trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(plain.fileStorage).toBe('local');
    expect(plain.metricsPort).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: tempDir(),
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REDIS_KEY_PREFIX: 'shop-a:',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      FILE_STORAGE: 'database',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'm'.repeat(20),
    });
    expect(c.redis).toEqual({ url: 'redis://127.0.0.1:6379/2', keyPrefix: 'shop-a:' });
    expect(c.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(c.fileStorage).toBe('database');
    expect(c.metricsPort).toBe(9464);
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'redis://r' }).redis?.keyPrefix).toBe(
      'serena:',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        REDIS_URL: 'http://r',
        TRUST_PROXY: 'proxy.example',
        FILE_STORAGE: 's3',
      });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'TRUST_PROXY: must be true, false, a hop count, or addresses/CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)',
      'FILE_STORAGE: must be local or database',
    ]);
  });

  it('seeds PostgreSQL only with SEED_DEMO=1', () => {
    const base = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@127.0.0.1/db' };
    expect(shouldSeedDemo(loadConfig(base))).toBe(false);
    expect(shouldSeedDemo(loadConfig({ ...base, SEED_DEMO: '1' }))).toBe(true);
    expect(shouldSeedDemo(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0' }))).toBe(false);
  });
});
