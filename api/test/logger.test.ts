/**
 * Issue 11 "Logs": pino JSON in production and tests, pino-pretty in development, LOG_FORMAT wins.
 */
import { describe, expect, it } from 'vitest';
import { createLogger, usePrettyLogs } from '@serena/server-kit';

describe('process logger', () => {
  it('pretty-prints in development only, unless LOG_FORMAT says otherwise', () => {
    expect(usePrettyLogs({ nodeEnv: 'development' })).toBe(true);
    expect(usePrettyLogs({ nodeEnv: 'production' })).toBe(false);
    expect(usePrettyLogs({ nodeEnv: 'test' })).toBe(false);
    expect(usePrettyLogs({ nodeEnv: 'development', format: 'json' })).toBe(false);
    expect(usePrettyLogs({ nodeEnv: 'production', format: 'pretty' })).toBe(true);
  });

  it('builds both kinds at the configured level and name', () => {
    for (const nodeEnv of ['development', 'production'] as const) {
      const logger = createLogger({ level: 'warn', name: 'api', nodeEnv });
      expect(logger.level).toBe('warn');
      expect(logger.bindings()).toMatchObject({ name: 'api' });
    }
  });
});
