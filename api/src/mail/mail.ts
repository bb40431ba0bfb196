/**
 * Outgoing mail with nodemailer (design "Running it"): SMTP when SMTP_URL is set, otherwise each
 * message is written as an `.eml` file under DATA_DIR/mail (the local outbox).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** Where mail goes: an SMTP URL, or the `.eml` outbox folder under `dataDir`. */
export interface MailSettings {
  /** smtp:// or smtps:// URL; undefined writes `.eml` files instead. */
  smtpUrl: string | undefined;
  /** The From address, e.g. 'Serena Trade <no-reply@serenatrade.ie>'. */
  from: string;
  /** Data folder; files go to `dataDir/mail`. */
  dataDir: string;
}

/** A file attached to a message (e.g. the PDF invoice of a purchase order). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A plain-text message (with an optional HTML alternative and attachments). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * What happened to a sent message: SMTP delivery, the `.eml` file written, or (the outbox,
 * mail/outbox.ts) queued as job `id` for the worker to deliver.
 */
export type MailReceipt =
  | { kind: 'smtp'; messageId: string }
  | { kind: 'file'; file: string }
  | { kind: 'queued'; id: string };

/** Sends messages; `outbox` is true when mail is written to files (development). */
export interface Mailer {
  readonly outbox: boolean;
  /** Sends the message; rejects when the SMTP server refuses it or the file cannot be written. */
  send(message: MailMessage): Promise<MailReceipt>;
}

/** Returns the folder that holds `.eml` files when no SMTP_URL is set: `dataDir/mail`. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** Creates the mailer for the settings: SMTP transport or `.eml` outbox. */
export function createMailer(settings: MailSettings): Mailer {
  if (settings.smtpUrl) {
    // Bounded waits: a worker must give up on a silent server long before its job's lease ends.
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      outbox: false,
      async send(message) {
        const info = await transport.sendMail({ from: settings.from, ...message });
        return { kind: 'smtp', messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(settings.dataDir);
  return {
    outbox: true,
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { kind: 'file', file };
    },
  };
}
