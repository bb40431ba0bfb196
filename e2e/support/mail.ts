import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One message of the stack's outbox (DATA_DIR/mail/*.eml), decoded. */
export interface OutboxMail {
  /** The .eml file's path. */
  file: string;
  /** Header values by lower-case name (folded lines joined, encoded words decoded). */
  headers: Record<string, string>;
  /** The decoded text/plain body (quoted-printable or base64 undone), or '' when there is none. */
  text: string;
}

/** Undoes quoted-printable encoding (soft line breaks and =XX bytes) and reads the bytes as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_match: string, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Splits a MIME entity into its headers (lower-case names) and raw body. */
function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

/** Returns the decoded text/plain content of a MIME entity (first text/plain part of a multipart). */
function textOf(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\r?\n/, ''));
      const text = textOf(entity.headers, entity.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Parses one .eml file into headers and decoded plain text. */
export function readMail(file: string): OutboxMail {
  const { headers, body } = splitEntity(readFileSync(file, 'utf8'));
  return { file, headers, text: textOf(headers, body) };
}

/**
 * Returns every message in DATA_DIR/mail addressed to `address` (case-insensitive match in the To
 * header), newest first by file time; [] when the outbox does not exist yet.
 */
export function mailsTo(dataDir: string, address: string): OutboxMail[] {
  const dir = join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  return names
    .map((name) => join(dir, name))
    .map((file) => ({ file, time: statSync(file).mtimeMs }))
    .sort((a, b) => b.time - a.time || b.file.localeCompare(a.file))
    .map(({ file }) => readMail(file))
    .filter((mail) => (mail.headers.to ?? '').toLowerCase().includes(wanted));
}

/** Returns the newest message in DATA_DIR/mail addressed to `address`, or undefined. */
export function newestMailTo(dataDir: string, address: string): OutboxMail | undefined {
  return mailsTo(dataDir, address)[0];
}

/**
 * Waits (up to `timeoutMs`) for a message to `address` that `accept` approves and returns the
 * newest such. @throws when none arrives in time.
 */
export async function waitForMail(
  dataDir: string,
  address: string,
  accept: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, address).find(accept);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Returns the first http(s) link in a text that contains `pathPart`, or undefined. */
export function linkIn(text: string, pathPart: string): string | undefined {
  return text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
}
