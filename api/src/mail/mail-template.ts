/**
 * The shop's e-mails as HTML with a plain-text part (issue 14), built with MJML (responsive HTML
 * that mail clients render) from one layout: a title, a greeting, paragraphs, an optional table of
 * rows (label, value) and an optional button. The text part carries the same content, so a
 * text-only client loses nothing. Every value is HTML-escaped.
 */
import mjml2html from 'mjml';
import { SHOP } from './format.js';

/** What one e-mail says; both parts are rendered from it. */
export interface MailContent {
  /** The subject and the heading. */
  title: string;
  /** 'Hello Aoife,' style greeting line, or null. */
  greeting: string | null;
  /** Paragraphs before the table. */
  paragraphs: string[];
  /** Rows of a two-column table (e.g. order lines and totals), or none. */
  rows?: { label: string; value: string; strong?: boolean }[];
  /** Paragraphs after the table. */
  after?: string[];
  /** A call-to-action link, or none. */
  button?: { label: string; href: string };
}

/** The HTML and plain-text parts of an e-mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The plain-text part: the same content, line by line. */
export function mailText(content: MailContent): string {
  const lines: string[] = [];
  if (content.greeting) lines.push(content.greeting, '');
  for (const p of content.paragraphs) lines.push(p, '');
  if (content.rows?.length) {
    for (const row of content.rows) lines.push(`${row.label}: ${row.value}`);
    lines.push('');
  }
  for (const p of content.after ?? []) lines.push(p, '');
  if (content.button) lines.push(`${content.button.label}: ${content.button.href}`, '');
  lines.push(SHOP.name, SHOP.addressLines.join(', '), SHOP.email);
  return lines.join('\n');
}

function mjmlSource(content: MailContent): string {
  const text = (p: string) =>
    `<mj-text font-size="15px" line-height="22px" color="#1c1a17">${escapeHtml(p)}</mj-text>`;
  const rows = content.rows?.length
    ? `<mj-table font-size="14px" line-height="20px" color="#1c1a17" cellpadding="6px">${content.rows
        .map(
          (r) =>
            `<tr style="border-bottom:1px solid #e8e2d8"><td${r.strong ? ' style="font-weight:bold"' : ''}>${escapeHtml(r.label)}</td><td style="text-align:right;white-space:nowrap${r.strong ? ';font-weight:bold' : ''}">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? `<mj-button background-color="#1f5f57" color="#ffffff" border-radius="4px" href="${escapeHtml(content.button.href)}">${escapeHtml(content.button.label)}</mj-button>`
    : '';
  return `<mjml>
  <mj-head><mj-title>${escapeHtml(content.title)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f1ea">
    <mj-section><mj-column>
      <mj-text font-size="20px" font-weight="bold" letter-spacing="2px" color="#1c1a17">${escapeHtml(SHOP.name.toUpperCase())}</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px"><mj-column>
      <mj-text font-size="22px" font-weight="bold" color="#1c1a17">${escapeHtml(content.title)}</mj-text>
      ${content.greeting ? text(content.greeting) : ''}
      ${content.paragraphs.map(text).join('\n')}
      ${rows}
      ${(content.after ?? []).map(text).join('\n')}
      ${button}
    </mj-column></mj-section>
    <mj-section><mj-column>
      <mj-text font-size="12px" color="#5c564d">${escapeHtml([SHOP.name, ...SHOP.addressLines, SHOP.email].join(' · '))}</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
}

/**
 * Renders `content` as an e-mail: MJML to HTML, plus the plain-text part.
 * @throws Error when MJML reports an error in the template (a bug, not bad input).
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const result = await (mjml2html(mjmlSource(content), {
    validationLevel: 'strict',
  }) as unknown as Promise<{ html: string; errors: { formattedMessage: string }[] }>);
  if (result.errors.length > 0) {
    throw new Error(`mail template: ${result.errors.map((e) => e.formattedMessage).join('; ')}`);
  }
  return { subject: content.title, html: result.html, text: mailText(content) };
}
