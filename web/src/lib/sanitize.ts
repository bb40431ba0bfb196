import DOMPurify from 'dompurify';

/**
 * Sanitises server HTML (news, product descriptions) with DOMPurify before it is shown. The api
 * already sanitised it on write (DOMPurify on jsdom); this is the browser's second line. Where there
 * is no DOM (the bff's server rendering, issue 12) DOMPurify cannot run and the api's sanitised
 * HTML is used as it is; the browser sanitises again when it renders.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}
