import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
    });
    expect(config.webDist).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  });

  it('derives API_URL from API_PORT and keeps an explicit API_URL without trailing slash', () => {
    expect(loadConfig({ API_PORT: '5001' }).apiUrl).toBe('http://127.0.0.1:5001');
    expect(loadConfig({ API_URL: 'http://api.internal:8080/' }).apiUrl).toBe(
      'http://api.internal:8080',
    );
  });

  it('treats blank values as unset and resolves WEB_DIST', () => {
    const config = loadConfig({ PORT: '  ', WEB_DIST: 'some/dist', NODE_ENV: 'production' });
    expect(config.port).toBe(4000);
    expect(config.webDist).toBe(`${process.cwd()}/some/dist`);
    expect(config.isProduction).toBe(true);
  });

  it('reports every invalid variable clearly', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', API_PORT: '70000', API_URL: 'ftp://x', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a number');
    expect(message).toContain('API_PORT: API_PORT must be between 0 and 65535');
    expect(message).toContain('API_URL: API_URL must be an http(s) URL');
    expect(message).toContain('NODE_ENV: NODE_ENV must be one of development, production, test');
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX, TRUST_PROXY and the metrics settings', () => {
    const plain = loadConfig({});
    expect(plain.redis).toBeUndefined();
    expect(plain.trustProxy).toBe(false);
    const config = loadConfig({
      REDIS_URL: 'rediss://cache.internal:6380',
      TRUST_PROXY: '1',
      METRICS_PORT: '9465',
    });
    expect(config.redis).toEqual({ url: 'rediss://cache.internal:6380', keyPrefix: 'serena:' });
    expect(config.trustProxy).toBe(1);
    expect(config.metricsPort).toBe(9465);
    expect(loadConfig({ TRUST_PROXY: '172.16.0.0/12' }).trustProxy).toEqual(['172.16.0.0/12']);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: must be true/);
  });
});
