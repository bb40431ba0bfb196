/**
 * The local PostgreSQL server of the tests that need one (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres): short-lived admin statements, whether it answers
 * (those tests skip with a printed reason when not) and throw-away databases.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** URL of the server's maintenance database. */
export const serverUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server through a short-lived connection. @throws on any error. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the server answers; when not, prints that `what` (e.g. "the lock tests") are skipped. */
export function postgresAnswers(what: string): Promise<boolean> {
  return adminQuery('select 1').then(
    () => true,
    () => {
      console.warn(`PostgreSQL does not answer at ${serverUrl}: ${what} are skipped.`);
      return false;
    },
  );
}

/**
 * A new database named `prefix` + random hex, empty or a copy of database `template`: its name
 * and URL.
 */
export async function createDatabase(
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops database `name` (connections closed by force); nothing when it is gone. */
export function dropDatabase(name: string): Promise<void> {
  return adminQuery(`drop database if exists ${name} with (force)`);
}
