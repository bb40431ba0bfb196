/**
 * Redis for the tests: `TEST_REDIS_URL` or the local server at redis://127.0.0.1:6379, used only
 * when it answers (the suites that need it skip with a printed reason otherwise). Each test run
 * gets its own key prefix, and `cleanup` deletes every key under it.
 */
import { randomBytes } from 'node:crypto';
import { closeRedis, createRedis, deletePrefixedKeys, redisAnswers } from '@serena/server-kit';

/** The Redis URL the tests use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Returns the URL when a Redis server answers PING there within a second, else null after
 * printing why the Redis tests are skipped.
 */
export async function availableRedis(): Promise<string | null> {
  const probe = createRedis({ url: TEST_REDIS_URL, keyPrefix: 'probe:' });
  try {
    if (await redisAnswers(probe!, 1000)) return TEST_REDIS_URL;
  } finally {
    probe!.disconnect();
  }
  console.warn(`Redis does not answer at ${TEST_REDIS_URL}: the Redis tests are skipped.`);
  return null;
}

/** A fresh key prefix, e.g. `test-3f9a1c2b:`. */
export function testKeyPrefix(): string {
  return `test-${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under `keyPrefix` on `url`. */
export async function cleanupPrefix(url: string, keyPrefix: string): Promise<void> {
  const redis = createRedis({ url, keyPrefix });
  try {
    await deletePrefixedKeys(redis!);
  } finally {
    await closeRedis(redis);
  }
}
