/**
 * The process logger (issue 11 "Logs"): pino JSON lines in production and tests (for a log
 * collector), pino-pretty's readable coloured lines in development (`npm start`, `npm run dev`).
 * `LOG_FORMAT=json` or `LOG_FORMAT=pretty` overrides the choice. Shared by the api and the bff
 * (@serena/server-kit, issue 15).
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { traceLogMixin } from './tracing.js';

/** What the logger needs: the level, the service name, the environment and an optional format. */
export interface LoggerSettings {
  level: string;
  /** Service name on every line, e.g. `api` or `bff`. */
  name: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** LOG_FORMAT: `json` or `pretty`; undefined picks pretty in development only. */
  format?: string;
  /** Where JSON lines go (default stdout); tests pass a stream they read. */
  destination?: DestinationStream;
}

/** True when lines should be pretty-printed (development, unless LOG_FORMAT says json). */
export function usePrettyLogs(settings: Pick<LoggerSettings, 'nodeEnv' | 'format'>): boolean {
  if (settings.format === 'json') return false;
  if (settings.format === 'pretty') return true;
  return settings.nodeEnv === 'development';
}

/**
 * Creates the process logger: JSON to stdout, or pino-pretty (synchronous, so lines keep their
 * order with the other services' output) when {@link usePrettyLogs} says so. Lines logged inside a
 * request carry its `trace_id` and `span_id` (tracing.ts).
 */
export function createLogger(settings: LoggerSettings): Logger {
  const options = { level: settings.level, name: settings.name, mixin: traceLogMixin };
  if (!usePrettyLogs(settings)) {
    return settings.destination ? pino(options, settings.destination) : pino(options);
  }
  return pino(
    options,
    pretty({
      colorize: process.stdout.isTTY,
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
    }),
  );
}
