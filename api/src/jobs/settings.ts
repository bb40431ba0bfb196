/**
 * Settings of the background jobs (issue 27, design "Background work"): whether this api process
 * runs the job worker itself, and how mail retries back off.
 */
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer between 0 and ${max}`)
    .transform(Number)
    .refine((n) => n <= max, `must be an integer between 0 and ${max}`);

/** The environment fields of the jobs (merged into the api's settings schema). */
export const jobsEnvFields = {
  /** 1 (default): this api runs the job worker in-process; 0: a separate `npm run worker` does. */
  JOBS_IN_PROCESS: z.preprocess(
    blankToUndefined,
    z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 1, 0, true or false' })
      .transform((v) => v === '1' || v === 'true')
      .default(true),
  ),
  /** Seconds before a failed mail's first retry; each further retry waits about twice as long. */
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(blankToUndefined, positiveInt(3600).default(10)),
  /** How many times a mail is retried before it is marked failed (the admin can retry it). */
  MAIL_RETRY_LIMIT: z.preprocess(blankToUndefined, positiveInt(100).default(12)),
};

/** The validated jobs settings. */
export interface JobsSettings {
  /** Whether the api process runs the worker (always true with the embedded database). */
  inProcess: boolean;
  /** Seconds before the first retry of a failed mail (exponential backoff from there). */
  mailRetryDelaySeconds: number;
  /** Retries of a mail before it is marked failed. */
  mailRetryLimit: number;
}

type JobsEnv = {
  JOBS_IN_PROCESS: boolean;
  MAIL_RETRY_DELAY_SECONDS: number;
  MAIL_RETRY_LIMIT: number;
  DATABASE_URL?: string | undefined;
};

/**
 * The jobs settings of a parsed environment. The embedded database (no DATABASE_URL) is one
 * process's: its jobs always run in-process, whatever JOBS_IN_PROCESS says.
 */
export function jobsSettingsOf(e: JobsEnv): JobsSettings {
  return {
    inProcess: e.DATABASE_URL === undefined ? true : e.JOBS_IN_PROCESS,
    mailRetryDelaySeconds: Math.max(1, e.MAIL_RETRY_DELAY_SECONDS),
    mailRetryLimit: e.MAIL_RETRY_LIMIT,
  };
}
