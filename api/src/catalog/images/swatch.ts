/**
 * Fabric swatch pictures with a woven texture (spec §2 fabric choices; pure). Split out of
 * catalog/images/draw.ts (issue 15); re-exported there.
 */
import { luminance, shade } from './color.js';

/** Weave style of a fabric, from its name. */
export type WeaveKind = 'velvet' | 'linen' | 'chenille' | 'boucle';

/** Picks a weave from a fabric name (e.g. "Plush Velvet" -> velvet). */
export function weaveFor(fabricName: string): WeaveKind {
  const n = fabricName.toLowerCase();
  if (n.includes('velvet')) return 'velvet';
  if (n.includes('boucle') || n.includes('bouclé')) return 'boucle';
  if (n.includes('chenille')) return 'chenille';
  return 'linen';
}

/** The SVG document (400x400) of a fabric swatch with a woven texture and a folded corner. */
export function swatchSvg(color: string, weave: WeaveKind): string {
  const dark = shade(color, -0.18);
  const light = shade(color, 0.16);
  const step = weave === 'chenille' ? 8 : weave === 'linen' ? 5 : 4;
  let pattern: string;
  if (weave === 'boucle') {
    pattern = `<pattern id="weave" width="14" height="14" patternUnits="userSpaceOnUse">
      <rect width="14" height="14" fill="${color}"/>
      <circle cx="4" cy="4" r="3.2" fill="none" stroke="${light}" stroke-width="1.6"/>
      <circle cx="11" cy="10" r="3" fill="none" stroke="${dark}" stroke-width="1.4"/>
      <circle cx="10" cy="3" r="1.6" fill="${dark}" opacity="0.6"/>
    </pattern>`;
  } else if (weave === 'velvet') {
    pattern = `<pattern id="weave" width="${step}" height="${step}" patternUnits="userSpaceOnUse">
      <rect width="${step}" height="${step}" fill="${color}"/>
      <rect width="${step}" height="1" fill="${light}" opacity="0.35"/>
      <rect width="1" height="${step}" fill="${dark}" opacity="0.25"/>
    </pattern>`;
  } else {
    const s = step * 2;
    pattern = `<pattern id="weave" width="${s}" height="${s}" patternUnits="userSpaceOnUse">
      <rect width="${s}" height="${s}" fill="${color}"/>
      <rect x="0" y="0" width="${step}" height="${step - 1}" fill="${light}" opacity="0.7"/>
      <rect x="${step}" y="${step}" width="${step}" height="${step - 1}" fill="${light}" opacity="0.7"/>
      <rect x="${step}" y="0" width="${step - 1}" height="${step}" fill="${dark}" opacity="0.6"/>
      <rect x="0" y="${step}" width="${step - 1}" height="${step}" fill="${dark}" opacity="0.6"/>
    </pattern>`;
  }
  const sheenOpacity = weave === 'velvet' ? 0.45 : 0.2;
  const edge = luminance(color) > 0.6 ? shade(color, -0.3) : shade(color, 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    ${pattern}
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="${sheenOpacity}"/>
      <stop offset="0.55" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="${sheenOpacity}"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="#efebe5"/>
  <rect x="20" y="20" width="360" height="360" rx="6" fill="url(#weave)"/>
  <rect x="20" y="20" width="360" height="360" rx="6" fill="url(#light)"/>
  <path d="M380,290 L380,380 L290,380 Z" fill="${shade(color, -0.3)}" opacity="0.9"/>
  <path d="M290,380 L380,290 L300,300 Z" fill="${light}"/>
  <rect x="20" y="20" width="360" height="360" rx="6" fill="none" stroke="${edge}" stroke-width="2" stroke-dasharray="3 3"/>
</svg>`;
}
