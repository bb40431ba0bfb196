/**
 * Server-side HTML sanitising of product descriptions (issue 10: rich text, sanitised on the
 * server) with DOMPurify on a jsdom window: scripts, event handlers and unknown markup go, the
 * formatting of a description (paragraphs, lists, emphasis, links, headings, tables) stays. Every
 * link gets `rel="noopener noreferrer"` (issue 26: the admin console's rich text editor). Pictures
 * stay only when they are the catalog's own (issue 26: `/images/products|catalog|fabrics/<file>`).
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** Tags a product description may use. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'img',
];

/** The `src` a picture may have: one of the catalog's pictures, served by the api (image-routes.ts). */
export const CATALOG_PICTURE_SRC = /^\/images\/(?:products|catalog|fabrics)\/\w[\w.-]*$/;

/** The `rel` every link carries. */
export const LINK_REL = 'noopener noreferrer';

let purifier: ReturnType<typeof createDOMPurify> | undefined;
/**
 * True when the last sanitising set a link's `rel` or removed a picture from elsewhere (the output
 * then differs from the input, which DOMPurify's `removed` list does not show).
 */
let hookChanged = false;

/** A DOMPurify on a jsdom window that gives every link {@link LINK_REL}. */
function makePurifier(): ReturnType<typeof createDOMPurify> {
  const made = createDOMPurify(new JSDOM('').window);
  made.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'src') return;
    if (node.nodeName !== 'IMG' || !CATALOG_PICTURE_SRC.test(data.attrValue)) data.keepAttr = false;
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    // A picture from anywhere else is removed whole (not left as an empty <img>).
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) {
      node.remove();
      hookChanged = true;
      return;
    }
    if (node.nodeName !== 'A' || !node.hasAttribute('href')) return;
    if (node.getAttribute('rel') === LINK_REL) return;
    node.setAttribute('rel', LINK_REL);
    hookChanged = true;
  });
  return made;
}

/**
 * Markup that is safe as it stands: text (no `<`) and allowed tags without attributes. Such a
 * description cannot carry script or URLs, so it skips DOMPurify (about 1 ms and a growing jsdom
 * document per call, which made 10,000-product imports slow); anything else is purified.
 */
const PLAIN_MARKUP = new RegExp(
  `^(?:[^<]|<\\/?(?:${ALLOWED_TAGS.filter((t) => t !== 'a' && t !== 'img').join('|')})\\s*\\/?>)*$`,
  'i',
);

/**
 * Returns `html` with only description markup left, every link with `rel="noopener noreferrer"`.
 * When nothing had to be removed or added the input is returned unchanged (so entity spellings such as `&#39;` survive an import exactly); sanitising
 * twice gives the same result as once.
 */
export function sanitizeDescription(html: string): string {
  if (PLAIN_MARKUP.test(html)) return html;
  purifier ??= makePurifier();
  hookChanged = false;
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'rel', 'src', 'alt'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/)/i,
  });
  return purifier.removed.length === 0 && !hookChanged ? html : clean;
}
