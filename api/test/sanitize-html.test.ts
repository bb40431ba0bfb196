/** Server-side sanitising of product descriptions (issue 10): DOMPurify, with a plain-markup fast path. */
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../src/lib/sanitize-html.js';

describe('sanitizeDescription', () => {
  it('keeps plain description markup exactly, entities included', () => {
    const html = '<p>The Aria bed&#39;s frame</p><ul><li>Solid &amp; quiet</li></ul><br/>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links, keeping the text', () => {
    const clean = sanitizeDescription(
      '<p onclick="steal()">Soft</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(clean).toBe('<p>Soft</p><a>x</a>');
    expect(sanitizeDescription(clean)).toBe(clean);
  });

  it('keeps safe links and gives each one rel="noopener noreferrer" (issue 26)', () => {
    const html = '<p><a href="https://serenahome.ie/care" title="Care">Care guide</a></p>';
    const clean =
      '<p><a href="https://serenahome.ie/care" title="Care" rel="noopener noreferrer">Care guide</a></p>';
    expect(sanitizeDescription(html)).toBe(clean);
    expect(sanitizeDescription(clean)).toBe(clean);
    expect(
      sanitizeDescription(
        '<a href="/care" rel="opener" target="_blank" onmouseover="x()">Care</a>',
      ),
    ).toBe('<a href="/care" rel="noopener noreferrer">Care</a>');
  });

  it("keeps the catalog's own pictures with their alt text and drops any other picture (issue 26)", () => {
    const html =
      '<p>Our showroom</p><img src="/images/products/cashel-1.jpg" alt="Cashel Grand Bed">';
    expect(sanitizeDescription(html)).toBe(html);
    for (const src of [
      'https://elsewhere.example/x.jpg',
      '//elsewhere.example/x.jpg',
      '/images/products/../secret',
      '/images/products/..',
      '/api/admin/files/1',
      'data:image/png;base64,AAAA',
    ]) {
      expect(sanitizeDescription(`<p>A</p><img src="${src}" alt="x">`), src).toBe('<p>A</p>');
    }
    // src belongs to pictures only.
    expect(sanitizeDescription('<p src="/images/products/a.jpg">A</p>')).toBe('<p>A</p>');
    // A picture with no src at all goes too.
    expect(sanitizeDescription('<p>A</p><img>')).toBe('<p>A</p>');
  });
});
