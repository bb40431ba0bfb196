/**
 * shopPrefixer (issue 29): the prefixes the target browsers need stay, the rest of stylis'
 * 2015-era prefixes go.
 */
import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { shopPrefixer } from './css-prefixer';

/** `css` compiled by stylis as Emotion does, with the shop's prefixer. */
function prefixed(css: string): string {
  return serialize(compile(css), middleware([shopPrefixer, stringify]));
}

describe('shopPrefixer', () => {
  it('keeps the prefixes a target browser still needs', () => {
    expect(prefixed('.a{user-select:none;}')).toBe(
      '.a{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}',
    );
    expect(prefixed('.a{backdrop-filter:blur(4px);}')).toContain(
      '-webkit-backdrop-filter:blur(4px)',
    );
    expect(prefixed('.a{background-clip:text;}')).toContain('-webkit-background-clip:text');
    expect(prefixed('.a{mask-image:url(a.svg);}')).toContain('-webkit-mask-image:url(a.svg)');
    expect(prefixed('.a{text-size-adjust:100%;}')).toContain('-webkit-text-size-adjust:100%');
    expect(prefixed('.a{width:stretch;}')).toContain('-webkit-fill-available');
  });

  it('writes flexbox, transforms, transitions and appearance unprefixed', () => {
    const css =
      '.a{display:flex;align-items:center;justify-content:space-between;flex-direction:column;' +
      'flex-shrink:0;transform:scale(2);translate:1px 2px;transition:all 1s;appearance:none;}';
    expect(prefixed(css)).toBe(css);
  });

  it('leaves rule sets and keyframes as written', () => {
    expect(prefixed('.a::placeholder{color:red;}')).toBe('.a::placeholder{color:red;}');
    expect(prefixed('.a:read-only{color:red;}')).toBe('.a:read-only{color:red;}');
    expect(prefixed('@keyframes spin{to{rotate:1turn;}}')).toBe(
      '@keyframes spin{to{rotate:1turn;}}',
    );
  });
});
