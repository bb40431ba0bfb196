/**
 * A real SMTP server for tests (the `smtp-server` package): it listens on a given port when
 * started, can be stopped (the port then refuses connections: "the mail server is down") and
 * started again, and keeps every message it accepted with its envelope recipients.
 */
import { SMTPServer } from 'smtp-server';

/** One accepted message: its envelope recipients and raw RFC 822 text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server the test controls. */
export interface SmtpSink {
  readonly port: number;
  /** Every message accepted so far, in order. */
  readonly received: ReceivedMail[];
  /** Listens on 127.0.0.1:port. */
  start(): Promise<void>;
  /** Stops listening and closes open connections. */
  stop(): Promise<void>;
}

/** Creates a sink for `port` (not yet listening). */
export function smtpSink(port: number): SmtpSink {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    port,
    received,
    async start() {
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

/** Waits until `check` is true (polling every 100 ms), or throws after `ms`. */
export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
