/**
 * Test databases restored from a snapshot instead of built from nothing (issue 29: the CI run's
 * time). A fresh in-memory PGlite runs initdb inside its WebAssembly PostgreSQL, then the
 * migrations (and the demo seed for the bff's stacks): 4-5 s of one core per database on the
 * 2-core machines, for each of the hundreds the api and bff suites open. A suite's global setup
 * (api/test/global-setup.ts, bff/test/global-setup.ts) builds each kind of database it uses once
 * per run, with the real migrations and seeds, and writes its data directory as an uncompressed
 * tarball (`dumpDataDir('none')`: it restores in about a third of the time a gzipped one takes);
 * `openSnapshot` opens a copy of it, about 1 s. Outside such a suite (the bff's bench, a file run
 * under another config) `openSnapshot` builds the database itself, with the same steps.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.js';
import type { DbHandle } from '../src/db/handle.js';
import { seedDemoAccounts } from '../src/db/seed/accounts.js';
import { seedDemo } from '../src/db/seed/index.js';
import { adminQuery, createDatabase, dropDatabase } from './pg-server.js';

/** The kinds of test database: every one migrated. */
export type SnapshotName = 'migrated' | 'catalog' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball paths of the snapshots the suite's global setup wrote. */
    pgliteSnapshots: Partial<Record<SnapshotName, string>>;
    /** Names of the PostgreSQL template databases it built (with TEST_DATABASE_URL). */
    postgresTemplates: Partial<Record<SnapshotName, string>>;
  }
}

/**
 * Makes the empty database of `handle` one of kind `name`: the migrations, then nothing, the demo
 * catalog (`seedDemo`), or the demo catalog and the demo accounts (`seedDemoAccounts`, as
 * `npm start` seeds). @throws when a migration or a seed fails.
 */
async function fill(handle: DbHandle, name: SnapshotName): Promise<void> {
  await handle.migrate();
  if (name === 'migrated') return;
  await seedDemo(handle.db);
  if (name === 'demo') await seedDemoAccounts(handle.db);
}

/** Builds a database of kind `name` from nothing. @throws when a migration or a seed fails. */
async function build(name: SnapshotName): Promise<DbHandle> {
  const handle = await openDb({ kind: 'pglite' });
  try {
    await fill(handle, name);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Builds a PostgreSQL database of kind `name` on the server of TEST_DATABASE_URL and makes it a
 * template nobody connects to (what `create database … template` copies from): its name.
 * @throws when PostgreSQL refuses, or a migration or a seed fails.
 */
async function buildTemplate(name: SnapshotName): Promise<string> {
  const created = await createDatabase(`serena_template_${name}_`);
  const handle = await openDb({ kind: 'postgres', url: created.url }, { onPoolError: () => {} });
  try {
    await fill(handle, name);
  } finally {
    await handle.close();
  }
  // No connection may remain on a template while it is copied: none is allowed from now on, and
  // the pool's last sockets (pool.end() resolves before they close) are ended.
  await adminQuery(`alter database ${created.name} with is_template true allow_connections false`);
  await adminQuery(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${created.name}'`,
  );
  return created.name;
}

/** Drops a template of {@link buildTemplate}. */
async function dropTemplate(name: string): Promise<void> {
  await adminQuery(`alter database ${name} with is_template false`);
  await dropDatabase(name);
}

/**
 * A global setup's work: writes a PGlite snapshot of each kind in `names` to a temporary folder
 * and, with TEST_DATABASE_URL set, builds a PostgreSQL template of each kind in `postgres`; it
 * provides their paths and names to the suite's files. The returned teardown removes them.
 * @throws when building a database fails.
 */
export async function provideSnapshots(
  project: TestProject,
  names: SnapshotName[],
  postgres: SnapshotName[] = [],
): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'serena-db-snapshots-'));
  const files: Partial<Record<SnapshotName, string>> = {};
  const templates: Partial<Record<SnapshotName, string>> = {};
  const teardown = async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const template of Object.values(templates)) await dropTemplate(template);
  };
  try {
    for (const name of names) {
      const handle = await build(name);
      try {
        const tarball = await handle.dumpDataDir!('none');
        files[name] = path.join(dir, `${name}.tar`);
        writeFileSync(files[name], Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await handle.close();
      }
    }
    if (process.env.TEST_DATABASE_URL) {
      for (const name of postgres) templates[name] = await buildTemplate(name);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('pgliteSnapshots', files);
  project.provide('postgresTemplates', templates);
  return teardown;
}

/** The tarballs read so far in this module graph (a worker reuses them across its files). */
const tarballs = new Map<string, Blob>();

/**
 * What the suite's global setup provided under `key` for kind `name`, when this process is a
 * Vitest worker of a suite that has one.
 */
async function provided(
  key: 'pgliteSnapshots' | 'postgresTemplates',
  name: SnapshotName,
): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key)?.[name];
}

/**
 * Opens an in-memory PGlite database of kind `name`, the caller's own to change and close: a
 * copy of the suite's snapshot when there is one, else built here.
 * @throws when the snapshot cannot be read or restored, or building fails.
 */
export async function openSnapshot(name: SnapshotName): Promise<DbHandle> {
  const file = await provided('pgliteSnapshots', name);
  if (!file) return build(name);
  let tarball = tarballs.get(file);
  if (!tarball) {
    tarball = new Blob([readFileSync(file)]);
    tarballs.set(file, tarball);
  }
  return openDb({ kind: 'pglite' }, { loadDataDir: tarball });
}

/** An open test database; `close()` closes it and, on PostgreSQL, drops it. */
export interface TestDb {
  handle: DbHandle;
  close(): Promise<void>;
}

/**
 * Opens a new PostgreSQL database of kind `name` on the server of TEST_DATABASE_URL: a copy of
 * the suite's template when there is one (a file copy, about 0.1 s against 1.5 s to migrate),
 * else built here. `close()` drops it.
 * @throws when PostgreSQL refuses to create it, or a migration or a seed fails.
 */
export async function openPostgresCopy(name: SnapshotName): Promise<TestDb> {
  const template = await provided('postgresTemplates', name);
  const created = await createDatabase('serena_test_', template);
  // pool.end() resolves before its clients' sockets are closed; the forced drop below may end
  // those connections first, which the pool reports as an idle-client error: expected here.
  const handle = await openDb({ kind: 'postgres', url: created.url }, { onPoolError: () => {} });
  const close = async () => {
    await handle.close();
    await dropDatabase(created.name);
  };
  if (!template) {
    try {
      await fill(handle, name);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return { handle, close };
}
