/**
 * The vendor prefixes the shop's browsers still need, and only those (issue 29, main-thread work).
 *
 * Emotion runs every style through stylis' `prefixer`, written for browsers of 2015: each
 * `display: flex` gains `-webkit-box`, `-webkit-flex` and `-ms-flexbox`, each `align-items` three
 * more declarations, each `translate` three, each `::placeholder` rule three copies, each
 * `@keyframes` a `@-webkit-keyframes` twin. On a server-rendered product page that is 24 KB of its
 * 115 KB of inline CSS, parsed and matched by the browser before the first paint and serialized
 * again by Emotion for every style it inserts. The bundle's browsers (Vite's default target,
 * Baseline widely available: Chrome/Edge 111, Firefox 114, Safari 16.4) read all of those
 * unprefixed. {@link shopPrefixer} hands stylis' prefixer only the declarations one of them still
 * needs a prefix for ({@link NEEDS_PREFIX}) and leaves rule sets and keyframes as written.
 */
import { DECLARATION, prefixer, type Element, type Middleware } from 'stylis';

/**
 * Properties one of the target browsers still reads only with a prefix: `user-select`,
 * `backdrop-filter` (Safari < 18), `text-size-adjust` (iOS Safari), `background-clip: text`
 * (Chrome < 120), `mask…` (Chrome < 120), `box-decoration-break`, `hyphens` (Safari),
 * `print-color-adjust` (Chrome), `initial-letter` (Safari), the `text-decoration` shorthand
 * (Safari, with a style or colour).
 */
const NEEDS_PREFIX =
  /^(?:user-select|backdrop-filter|text-size-adjust|background-clip|mask(?:-[a-z-]+)?|box-decoration-break|hyphens|print-color-adjust|initial-letter|text-decoration)$/;

/** Values one of the target browsers reads only with a prefix: `stretch` sizes, `image-set()`. */
const VALUE_NEEDS_PREFIX = /\bstretch\b|image-set\(/;

/**
 * Whether stylis' prefixer should see the declaration `element` (`props`: the property name,
 * `children`: its value, both strings for a declaration).
 */
function needsPrefix(element: Element): boolean {
  const { props, children } = element;
  return (
    (typeof props === 'string' && NEEDS_PREFIX.test(props)) ||
    (typeof children === 'string' && VALUE_NEEDS_PREFIX.test(children))
  );
}

/**
 * Emotion stylis plugin (`createCache({ stylisPlugins: [shopPrefixer] })`, server and browser
 * alike): stylis' own `prefixer` for the declarations in {@link NEEDS_PREFIX} or with a value in
 * {@link VALUE_NEEDS_PREFIX}; any other element is left unprefixed. Class names do not depend on
 * it (Emotion hashes the styles before stylis), so server and browser may differ without a
 * hydration mismatch, but they use the same.
 */
export const shopPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type !== DECLARATION || !needsPrefix(element)) return undefined;
  return prefixer(element, index, children, callback);
};
