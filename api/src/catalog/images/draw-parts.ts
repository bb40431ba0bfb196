/**
 * Shared pieces of the furniture pictures: canvas size, room backgrounds, floor shadow, buttons and
 * headboard outlines (SVG fragments; pure). Split out of catalog/images/draw.ts (issue 15).
 */
import { shade } from './color.js';

export const W = 800;
export const H = 600;
export const FLOOR_Y = 470;

export const BACKGROUNDS: [string, string, string][] = [
  ['#f6f1ea', '#ebe3d8', '#d9cdbd'],
  ['#eef2f1', '#dfe7e4', '#c9d3cf'],
  ['#f7efe9', '#ecdcd2', '#d8c4b6'],
  ['#f1f0f4', '#e2e0ea', '#cbc8d6'],
];

export function has(name: string, re: RegExp): boolean {
  return re.test(name.toLowerCase());
}

/** Soft room background: wall gradient, skirting, floor boards and a light patch. */
export function room(bg: [string, string, string]): string {
  const boards = Array.from({ length: 9 }, (_, i) => {
    const y = FLOOR_Y + 8 + i * i * 2.2 + i * 3;
    return `<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" stroke="${shade(bg[2], -0.08)}" stroke-width="1" opacity="0.5"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bg[2]}"/><stop offset="1" stop-color="${shade(bg[2], -0.12)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${FLOOR_Y}" fill="url(#wall)"/>
  <rect width="${W}" height="${FLOOR_Y}" fill="url(#glow)"/>
  <rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="url(#floor)"/>
  ${boards}
  <rect y="${FLOOR_Y - 10}" width="${W}" height="10" fill="${shade(bg[0], 0.4)}"/>
  <line x1="0" y1="${FLOOR_Y}" x2="${W}" y2="${FLOOR_Y}" stroke="${shade(bg[2], -0.2)}" stroke-width="1.5"/>`;
}

export function groundShadow(cx: number, width: number): string {
  return `<ellipse cx="${cx}" cy="${FLOOR_Y + 8}" rx="${width / 2}" ry="20" fill="url(#shadow)"/>`;
}

export function buttons(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cols: number,
  rows: number,
  color: string,
): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const offset = r % 2 === 0 ? 0 : 0.5;
    for (let c = 0; c < cols + (r % 2 === 0 ? 1 : 0); c++) {
      const x = x0 + ((c + offset) * (x1 - x0)) / cols;
      const y = y0 + (r * (y1 - y0)) / Math.max(1, rows - 1);
      if (x < x0 - 1 || x > x1 + 1) continue;
      out.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3.5" fill="${shade(color, -0.35)}"/>`,
      );
      out.push(
        `<circle cx="${(x - 1).toFixed(1)}" cy="${(y - 1).toFixed(1)}" r="1.2" fill="${shade(color, 0.35)}"/>`,
      );
    }
  }
  return out.join('');
}

/** A headboard shape (path) for the style named in the product. */
export function headboardPath(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  name: string,
): string {
  const w = x1 - x0;
  if (has(name, /scallop|shell/)) {
    const n = 5;
    const seg = w / n;
    let d = `M${x0},${y1} L${x0},${y0 + 40}`;
    for (let i = 0; i < n; i++) {
      d += ` Q${x0 + seg * i + seg / 2},${y0 - 20} ${x0 + seg * (i + 1)},${y0 + 40}`;
    }
    return `${d} L${x1},${y1} Z`;
  }
  if (has(name, /sleigh|grand|fort|turret/)) {
    return `M${x0},${y1} L${x0},${y0 + 50} Q${x0},${y0} ${x0 + 60},${y0 + 8} Q${x0 + w / 2},${y0 - 30} ${x1 - 60},${y0 + 8} Q${x1},${y0} ${x1},${y0 + 50} L${x1},${y1} Z`;
  }
  const r = has(name, /chesterfield|rolled/) ? 40 : 18;
  return `M${x0},${y1} L${x0},${y0 + r} Q${x0},${y0} ${x0 + r},${y0} L${x1 - r},${y0} Q${x1},${y0} ${x1},${y0 + r} L${x1},${y1} Z`;
}

/** Face details of a headboard: buttons, channels or panels by name. */
export function headboardDetail(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  name: string,
  color: string,
): string {
  if (has(name, /button|chesterfield|kenmare|avoca|athlone/)) {
    return buttons(x0 + 30, y0 + 45, x1 - 30, y1 - 30, 8, 4, color);
  }
  if (has(name, /channel|adare|tramore|scallop|bantry|malahide/)) {
    const n = 9;
    return Array.from({ length: n - 1 }, (_, i) => {
      const x = x0 + ((i + 1) * (x1 - x0)) / n;
      return `<line x1="${x.toFixed(1)}" y1="${y0 + 30}" x2="${x.toFixed(1)}" y2="${y1}" stroke="${shade(color, -0.28)}" stroke-width="3" opacity="0.7"/>`;
    }).join('');
  }
  if (has(name, /panel|lismore|killarney/)) {
    const n = 3;
    return Array.from({ length: n }, (_, i) => {
      const px = x0 + 18 + (i * (x1 - x0 - 36)) / n;
      const pw = (x1 - x0 - 36) / n - 12;
      return `<rect x="${px.toFixed(1)}" y="${y0 + 24}" width="${pw.toFixed(1)}" height="${y1 - y0 - 40}" rx="10" fill="none" stroke="${shade(color, -0.3)}" stroke-width="3"/>`;
    }).join('');
  }
  return `<rect x="${x0 + 16}" y="${y0 + 16}" width="${x1 - x0 - 32}" height="${y1 - y0 - 24}" rx="12" fill="none" stroke="${shade(color, 0.18)}" stroke-width="2" opacity="0.7"/>`;
}
