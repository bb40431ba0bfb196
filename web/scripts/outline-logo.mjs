#!/usr/bin/env node
/**
 * Writes the logo's artwork, public/logo-dark.svg and public/logo-light.svg (200x48, spec §2), with
 * its lettering as outlines (paths) rather than SVG text (issue 29, main-thread work): an SVG image
 * with text makes the browser look up its font families and shape the text as the picture is
 * decoded, about 25 ms of the page's main thread on a laptop (4x that on a mid-range phone, in one
 * of the long tasks before the app starts). Outlined, the logo also looks the same on every device.
 *
 * The lettering is set in Liberation Serif Bold ("SERENA") and Liberation Sans ("HOME · TRADE"),
 * the metric-compatible stand-ins for Times New Roman and Arial that the former SVG text fell back
 * to (Debian's fonts-liberation; FONT_DIR overrides /usr/share/fonts/truetype/liberation). Run it
 * after changing the artwork below: `node web/scripts/outline-logo.mjs`. Not part of the build.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';

const fontDir = process.env.FONT_DIR ?? '/usr/share/fonts/truetype/liberation';
const publicDir = new URL('../public/', import.meta.url).pathname;

/** The house mark: a bed's headboard arches above its base (strokes, 2.2 units wide). */
const MARK = ['M6 40V20a14 14 0 0 1 28 0v20', 'M12 40V22a8 8 0 0 1 16 0v18', 'M3 40h34'];

/**
 * The two lines of lettering: font file, size and letter spacing in artwork units, the start of
 * the baseline, and the opacity.
 */
const LINES = [
  { text: 'SERENA', font: 'LiberationSerif-Bold.ttf', size: 25, spacing: 5, x: 46, y: 29 },
  {
    text: 'HOME · TRADE',
    font: 'LiberationSans-Regular.ttf',
    size: 7.5,
    spacing: 4.4,
    x: 47.5,
    y: 42,
    opacity: 0.85,
  },
];

/** The colours of each tone: the mark's stroke and the lettering. */
const TONES = {
  dark: { mark: '#1f5c58', text: '#2b2824' },
  light: { mark: '#ffffff', text: '#ffffff' },
};

/**
 * One line of lettering as SVG path data, coordinates rounded to 0.1 of a unit (a quarter of a
 * pixel at the header's 40 px height on a 3x screen).
 */
function outline({ text, font: file, size, spacing, x, y }) {
  const font = fontkit.openSync(join(fontDir, file));
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const data = run.glyphs.map((glyph, index) => {
    const { xAdvance, xOffset, yOffset } = run.positions[index];
    const path = glyph.path.transform(
      scale,
      0,
      0,
      -scale,
      pen + xOffset * scale,
      y - yOffset * scale,
    );
    pen += xAdvance * scale + spacing;
    return path.toSVG();
  });
  return data.join('').replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

const lettering = LINES.map((line) => ({ ...line, d: outline(line) }));
for (const [tone, colour] of Object.entries(TONES)) {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-labelledby="t">',
    '  <title id="t">Serena Home Trade</title>',
    `  <g fill="none" stroke="${colour.mark}" stroke-width="2.2" stroke-linecap="round">`,
    ...MARK.map((d) => `    <path d="${d}"/>`),
    '  </g>',
    ...lettering.map(
      ({ d, opacity }) =>
        `  <path fill="${colour.text}"${opacity ? ` opacity="${opacity}"` : ''} d="${d}"/>`,
    ),
    '</svg>',
    '',
  ].join('\n');
  writeFileSync(join(publicDir, `logo-${tone}.svg`), svg);
  console.log(`public/logo-${tone}.svg: ${svg.length} bytes`);
}
