/**
 * The e-mails of negotiated quotes (issue 25), built with the shop's MJML layout
 * (mail/mail-template.ts): the customer hears that their quote is priced (the quote PDF attached)
 * and the shop hears of a new request or a customer's reply. Sent after the write committed; a
 * failure is logged and never undoes it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { findUserById } from '../accounts/service.js';
import type { Mailer, MailMessage } from '../mail/mail.js';
import { renderMail } from '../mail/mail-template.js';
import { euro, longDate } from '../mail/format.js';
import type { QuoteDto } from './dto.js';
import { quotePdf } from './pdf.js';

/** What sending a quote e-mail needs. */
export interface QuoteMailDeps {
  db: Db;
  mailer: Mailer;
  /** The storefront's address (PUBLIC_URL), for the link to the quote. */
  publicUrl: string;
  /** Where the shop hears of requests and replies (SHOP_EMAIL); none when absent. */
  shopEmail?: string;
  log: FastifyBaseLogger;
}

/** 'Your quote Q-000042 is ready' with its lines, total, validity and the PDF attached. */
export async function quotePricedMail(
  to: { email: string; fullName: string },
  quote: QuoteDto,
  pdf: Buffer,
  publicUrl: string,
): Promise<MailMessage> {
  const valid = quote.validUntil ? longDate(new Date(`${quote.validUntil}T12:00:00Z`)) : '';
  const message = quote.messages.filter((m) => m.author === 'shop').at(-1)?.body;
  const rendered = await renderMail({
    title: `Your quote ${quote.number} is ready`,
    greeting: to.fullName.trim() ? `Hello ${to.fullName.trim()},` : 'Hello,',
    paragraphs: [
      `We have priced your quote request. The prices below are valid until ${valid}.`,
      ...(message ? [message] : []),
    ],
    rows: [
      ...quote.lines.map((l) => ({
        label: `${l.quantity} × ${l.productName}${l.description ? ` (${l.description})` : ''}`,
        value: l.quotedTotalCents === null ? '' : euro(l.quotedTotalCents),
      })),
      { label: 'Total incl. VAT', value: euro(quote.grossCents ?? 0), strong: true },
    ],
    after: ['The quote is attached as a PDF. Accept it in your account to place the order.'],
    button: { label: 'View the quote', href: `${publicUrl}/account/quotes/${quote.id}` },
  });
  return {
    to: to.email,
    ...rendered,
    attachments: [
      { filename: `${quote.number}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

/**
 * E-mails the quote's requester (else the company account) that it is priced, with the PDF.
 * Never throws.
 */
export async function sendQuotePriced(
  deps: QuoteMailDeps,
  quote: QuoteDto,
  requesterId: number | null,
): Promise<void> {
  try {
    const account = await findUserById(deps.db, quote.accountId);
    const requester = requesterId === null ? undefined : await findUserById(deps.db, requesterId);
    const to = requester ?? account;
    if (!account || !to) return;
    const pdf = await quotePdf(quote, account);
    await deps.mailer.send(await quotePricedMail(to, quote, pdf, deps.publicUrl));
  } catch (err) {
    deps.log.error({ err, quoteId: quote.id }, 'quote e-mail failed');
  }
}

/** Tells the shop (SHOP_EMAIL) of a new quote request or a reply. Never throws. */
export async function tellShopOfQuote(
  deps: QuoteMailDeps,
  quote: QuoteDto,
  what: 'request' | 'reply',
): Promise<void> {
  if (!deps.shopEmail) return;
  try {
    const title =
      what === 'request'
        ? `New quote request ${quote.number} from ${quote.companyName}`
        : `${quote.companyName} replied on quote ${quote.number}`;
    const rendered = await renderMail({
      title,
      greeting: null,
      paragraphs: [
        what === 'request'
          ? `${quote.lines.length} line(s) await a price.`
          : (quote.messages.at(-1)?.body ?? ''),
      ],
      button: { label: 'Open the quote inbox', href: `${deps.publicUrl}/admin/quotes/${quote.id}` },
    });
    await deps.mailer.send({ to: deps.shopEmail, ...rendered });
  } catch (err) {
    deps.log.error({ err, quoteId: quote.id }, 'quote notice to the shop failed');
  }
}
