/**
 * Furniture pictures drawn as SVG (no downloads are possible): beds, mattresses, headboards, sofas,
 * footstools and kids beds in a fabric colour on a soft room background, fabric swatches with a
 * woven texture, and category tiles (spec §2 gallery, category tiles). Pure functions: same input,
 * same picture.
 */
import { shade } from './color.js';
import {
  BACKGROUNDS,
  FLOOR_Y,
  H,
  W,
  buttons,
  groundShadow,
  has,
  headboardDetail,
  headboardPath,
  room,
} from './draw-parts.js';

export { swatchSvg, weaveFor, type WeaveKind } from './swatch.js';

/** The kinds of furniture the renderer can draw. */
export type FurnitureKind = 'bed' | 'mattress' | 'headboard' | 'sofa' | 'footstool' | 'kids-bed';

/** What to draw for one product picture. */
export interface ProductScene {
  kind: FurnitureKind;
  /** Product name: style hints such as "Winged", "Sleigh", "2 Seater", "Bunk" shape the drawing. */
  name: string;
  /** Main fabric colour, "#rrggbb". */
  color: string;
  /** Gallery view: 1 main, 2 close-up, 3 other colour, 4 room, 5 mirrored, 6 detail. */
  view: number;
  /** Show a clearance tag. */
  clearance?: boolean;
}

export function kindFor(name: string, categoryNames: string[]): FurnitureKind {
  const cats = categoryNames.map((c) => c.toLowerCase());
  if (cats.includes('kids beds')) return 'kids-bed';
  if (cats.includes('mattresses')) return 'mattress';
  if (cats.includes('headboards')) return 'headboard';
  if (cats.includes('sofas')) return 'sofa';
  if (cats.includes('footstools')) return 'footstool';
  if (cats.includes('beds')) return 'bed';
  const n = name.toLowerCase();
  if (/mattress/.test(n)) return 'mattress';
  if (/headboard/.test(n)) return 'headboard';
  if (/footstool|pouffe|bench|ottoman/.test(n)) return 'footstool';
  if (/sofa|armchair|chair/.test(n)) return 'sofa';
  if (/kids|bunk|cabin|sleeper/.test(n)) return 'kids-bed';
  if (/bed/.test(n)) return 'bed';
  return 'sofa';
}

function bed(s: ProductScene): string {
  const c = s.color;
  const winged = has(s.name, /wing/);
  const hb = headboardPath(200, 140, 600, 400, s.name);
  const wings = winged
    ? `<path d="M150,400 L150,200 Q150,170 180,175 L205,180 L205,400 Z" fill="${shade(c, -0.12)}"/>
       <path d="M650,400 L650,200 Q650,170 620,175 L595,180 L595,400 Z" fill="${shade(c, -0.12)}"/>`
    : '';
  return `
  ${groundShadow(400, 600)}
  ${wings}
  <path d="${hb}" fill="${c}"/>
  <path d="${hb}" fill="url(#sheen)"/>
  ${headboardDetail(200, 140, 600, 400, s.name, c)}
  <rect x="160" y="372" width="480" height="40" rx="10" fill="#f5f2ec" stroke="#e0dbd2"/>
  <rect x="215" y="318" width="160" height="62" rx="24" fill="#fbfaf7" stroke="#e4e0d8"/>
  <rect x="425" y="318" width="160" height="62" rx="24" fill="#fbfaf7" stroke="#e4e0d8"/>
  <rect x="250" y="336" width="110" height="48" rx="18" fill="${shade(c, 0.45)}"/>
  <rect x="440" y="336" width="110" height="48" rx="18" fill="${shade(c, 0.45)}"/>
  <path d="M150,392 L650,392 L662,430 L138,430 Z" fill="${shade(c, 0.62)}"/>
  <path d="M150,392 L650,392 L662,430 L138,430 Z" fill="url(#sheen)" opacity="0.5"/>
  <rect x="130" y="422" width="540" height="46" rx="8" fill="${shade(c, -0.1)}"/>
  <rect x="130" y="422" width="540" height="46" rx="8" fill="url(#sheen)"/>
  <line x1="136" y1="445" x2="664" y2="445" stroke="${shade(c, -0.3)}" stroke-width="1.5" stroke-dasharray="6 4"/>
  <rect x="145" y="466" width="14" height="10" rx="2" fill="#3b2f28"/>
  <rect x="641" y="466" width="14" height="10" rx="2" fill="#3b2f28"/>`;
}

function mattress(s: ProductScene): string {
  const c = s.color;
  const tuft = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => {
      const t = (row + 0.5) / 5;
      const x = 150 - 55 * t + (col + 0.5) * ((500 + 110 * t) / 9);
      const y = 292 + row * 14;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.4" fill="#cfc8bb"/>`;
    }).join(''),
  ).join('');
  const handles = [230, 400, 570]
    .map(
      (x) => `<rect x="${x - 22}" y="410" width="44" height="10" rx="5" fill="${shade(c, -0.3)}"/>`,
    )
    .join('');
  return `
  ${groundShadow(400, 680)}
  <path d="M150,285 L650,285 L705,362 L95,362 Z" fill="#fbf9f4"/>
  <path d="M150,285 L650,285 L705,362 L95,362 Z" fill="url(#sheen)" opacity="0.35"/>
  ${tuft}
  <path d="M150,285 L650,285" stroke="#e8e3d9" stroke-width="3"/>
  <rect x="95" y="360" width="610" height="104" rx="6" fill="#f3efe7"/>
  <rect x="95" y="360" width="610" height="20" fill="${c}"/>
  <rect x="95" y="444" width="610" height="20" fill="${c}"/>
  <rect x="95" y="360" width="610" height="104" rx="6" fill="url(#sheen)" opacity="0.6"/>
  ${Array.from({ length: 24 }, (_, i) => `<line x1="${105 + i * 25}" y1="384" x2="${105 + i * 25}" y2="440" stroke="#e2dccf" stroke-width="1.2"/>`).join('')}
  ${handles}
  <rect x="95" y="464" width="610" height="6" fill="${shade(c, -0.4)}" opacity="0.5"/>`;
}

function headboard(s: ProductScene): string {
  const c = s.color;
  const floorStanding = has(s.name, /floor/);
  const bottom = floorStanding ? 468 : 400;
  const hb = headboardPath(190, 110, 610, bottom, s.name);
  const struts = floorStanding
    ? ''
    : `<rect x="240" y="398" width="16" height="72" fill="#4a3c33"/><rect x="544" y="398" width="16" height="72" fill="#4a3c33"/>`;
  return `
  ${groundShadow(400, 480)}
  ${struts}
  <path d="${hb}" fill="${c}"/>
  <path d="${hb}" fill="url(#sheen)"/>
  ${headboardDetail(190, 110, 610, bottom - 10, s.name, c)}
  <path d="${hb}" fill="none" stroke="${shade(c, -0.35)}" stroke-width="3"/>`;
}

function sofa(s: ProductScene): string {
  const c = s.color;
  const seats = has(s.name, /armchair|chair/) ? 1 : has(s.name, /2 seater/) ? 2 : 3;
  const chair = seats === 1;
  const x0 = chair ? 250 : 130;
  const x1 = chair ? 550 : 670;
  const armW = 70;
  const seatX0 = x0 + armW - 10;
  const seatX1 = x1 - armW + 10;
  const seatW = (seatX1 - seatX0) / seats;
  const corner = has(s.name, /corner|chaise/);
  const backTop = has(s.name, /wing|clifden/) ? 190 : 240;
  const cushions = Array.from({ length: seats }, (_, i) => {
    const x = seatX0 + i * seatW;
    return `
    <rect x="${(x + 4).toFixed(1)}" y="${backTop + 26}" width="${(seatW - 8).toFixed(1)}" height="${330 - backTop}" rx="22" fill="${shade(c, 0.06)}"/>
    <rect x="${(x + 4).toFixed(1)}" y="${backTop + 26}" width="${(seatW - 8).toFixed(1)}" height="${330 - backTop}" rx="22" fill="url(#sheen)"/>
    <rect x="${(x + 2).toFixed(1)}" y="352" width="${(seatW - 4).toFixed(1)}" height="50" rx="14" fill="${shade(c, 0.1)}"/>
    <rect x="${(x + 2).toFixed(1)}" y="352" width="${(seatW - 4).toFixed(1)}" height="50" rx="14" fill="url(#sheen)"/>`;
  }).join('');
  const tufts = has(s.name, /chesterfield/)
    ? buttons(x0 + 30, backTop + 20, x1 - 30, 320, 12, 3, c)
    : '';
  const chaise = corner
    ? `<rect x="${x1 - 40}" y="380" width="90" height="70" rx="14" fill="${shade(c, -0.05)}"/>
       <rect x="${x1 - 40}" y="352" width="90" height="40" rx="12" fill="${shade(c, 0.1)}"/>`
    : '';
  const legs = [x0 + 20, x1 - 32]
    .map((x) => `<rect x="${x}" y="452" width="12" height="20" rx="3" fill="#3d3028"/>`)
    .join('');
  return `
  ${groundShadow(400, x1 - x0 + 60)}
  ${legs}
  <rect x="${x0 + 20}" y="${backTop}" width="${x1 - x0 - 40}" height="${370 - backTop}" rx="34" fill="${shade(c, -0.08)}"/>
  <rect x="${x0 + 20}" y="${backTop}" width="${x1 - x0 - 40}" height="${370 - backTop}" rx="34" fill="url(#sheen)"/>
  ${tufts}
  ${cushions}
  <rect x="${x0}" y="396" width="${x1 - x0}" height="58" rx="12" fill="${shade(c, -0.14)}"/>
  ${chaise}
  <rect x="${x0}" y="300" width="${armW}" height="154" rx="30" fill="${shade(c, -0.04)}"/>
  <rect x="${x1 - armW}" y="300" width="${armW}" height="154" rx="30" fill="${shade(c, -0.04)}"/>
  <rect x="${x0}" y="300" width="${armW}" height="154" rx="30" fill="url(#sheen)"/>
  <rect x="${x1 - armW}" y="300" width="${armW}" height="154" rx="30" fill="url(#sheen)"/>
  ${seats > 1 ? `<rect x="${seatX0 + 30}" y="${backTop + 50}" width="70" height="60" rx="16" fill="${shade(c, 0.5)}" transform="rotate(-8 ${seatX0 + 65} ${backTop + 80})"/>` : ''}`;
}

function footstool(s: ProductScene): string {
  const c = s.color;
  if (has(s.name, /round|pouffe/)) {
    return `
    ${groundShadow(400, 300)}
    <rect x="270" y="330" width="260" height="130" fill="${shade(c, -0.1)}"/>
    <rect x="270" y="330" width="260" height="130" fill="url(#sheen)"/>
    <ellipse cx="400" cy="460" rx="130" ry="22" fill="${shade(c, -0.2)}"/>
    <ellipse cx="400" cy="330" rx="130" ry="34" fill="${shade(c, 0.12)}"/>
    <ellipse cx="400" cy="330" rx="130" ry="34" fill="url(#sheen)"/>
    ${has(s.name, /pouffe/) ? '' : buttons(330, 325, 470, 335, 4, 1, c)}
    <line x1="270" y1="395" x2="530" y2="395" stroke="${shade(c, -0.3)}" stroke-width="2" stroke-dasharray="5 4"/>`;
  }
  const wide = has(s.name, /bench/);
  const x0 = wide ? 180 : 270;
  const x1 = wide ? 620 : 530;
  return `
  ${groundShadow(400, x1 - x0 + 60)}
  <rect x="${x0 + 14}" y="440" width="14" height="32" rx="3" fill="#3d3028"/>
  <rect x="${x1 - 28}" y="440" width="14" height="32" rx="3" fill="#3d3028"/>
  <rect x="${x0}" y="350" width="${x1 - x0}" height="96" rx="10" fill="${shade(c, -0.1)}"/>
  <rect x="${x0}" y="350" width="${x1 - x0}" height="96" rx="10" fill="url(#sheen)"/>
  <rect x="${x0 - 6}" y="318" width="${x1 - x0 + 12}" height="44" rx="16" fill="${shade(c, 0.08)}"/>
  <rect x="${x0 - 6}" y="318" width="${x1 - x0 + 12}" height="44" rx="16" fill="url(#sheen)"/>
  ${has(s.name, /button|leitrim|kerry/) ? buttons(x0 + 30, 338, x1 - 30, 340, wide ? 8 : 5, 1, c) : ''}
  ${has(s.name, /storage|ottoman|mayo|roscommon/) ? `<line x1="${x0}" y1="366" x2="${x1}" y2="366" stroke="${shade(c, -0.35)}" stroke-width="2.5"/>` : ''}`;
}

function kidsBed(s: ProductScene): string {
  const c = s.color;
  const frame = shade(c, 0.1);
  const duvet = shade(c, 0.55);
  const stars = has(s.name, /star|fairy|rainbow/)
    ? Array.from({ length: 5 }, (_, i) => {
        const x = 210 + i * 95;
        const y = 150 + (i % 2) * 30;
        return `<path transform="translate(${x} ${y}) scale(0.9)" d="M0,-14 L4,-4 L14,-4 L6,3 L9,13 L0,7 L-9,13 L-6,3 L-14,-4 L-4,-4 Z" fill="#f6c945"/>`;
      }).join('')
    : '';
  if (has(s.name, /bunk/)) {
    return `
    ${groundShadow(400, 560)}
    <rect x="150" y="120" width="22" height="352" rx="4" fill="${frame}"/>
    <rect x="628" y="120" width="22" height="352" rx="4" fill="${frame}"/>
    <rect x="160" y="232" width="480" height="24" rx="4" fill="${shade(c, -0.1)}"/>
    <rect x="172" y="206" width="456" height="28" rx="8" fill="#fbfaf6"/>
    <rect x="300" y="200" width="328" height="34" rx="10" fill="${duvet}"/>
    <rect x="160" y="150" width="480" height="12" rx="4" fill="${frame}"/>
    <rect x="160" y="420" width="480" height="26" rx="4" fill="${shade(c, -0.1)}"/>
    <rect x="172" y="392" width="456" height="30" rx="8" fill="#fbfaf6"/>
    <rect x="300" y="386" width="328" height="36" rx="10" fill="${duvet}"/>
    <rect x="540" y="150" width="8" height="290" fill="#8a6a4f"/><rect x="600" y="150" width="8" height="290" fill="#8a6a4f"/>
    ${[190, 240, 290, 340, 390].map((y) => `<rect x="540" y="${y}" width="68" height="7" fill="#8a6a4f"/>`).join('')}
    ${stars}`;
  }
  const raised = has(s.name, /cabin|sleeper|captain/);
  const top = raised ? 300 : 360;
  const drawers = raised
    ? [0, 1, 2]
        .map(
          (
            i,
          ) => `<rect x="${200 + i * 140}" y="${top + 56}" width="124" height="${FLOOR_Y - 14 - (top + 56)}" rx="6" fill="${shade(c, 0.3)}" stroke="${shade(c, -0.2)}"/>
      <circle cx="${262 + i * 140}" cy="${(top + 56 + FLOOR_Y - 14) / 2}" r="6" fill="${shade(c, -0.3)}"/>`,
        )
        .join('')
    : '';
  const rail = has(s.name, /rail|clover|fairy/)
    ? `<rect x="250" y="${top - 44}" width="300" height="12" rx="6" fill="${frame}"/>
       ${[270, 330, 390, 450, 510].map((x) => `<rect x="${x}" y="${top - 40}" width="8" height="40" fill="${frame}"/>`).join('')}`
    : '';
  const hb = headboardPath(150, top - 190, 300, top + 60, s.name);
  return `
  ${groundShadow(400, 560)}
  <path d="${hb}" fill="${frame}"/>
  <path d="${hb}" fill="url(#sheen)"/>
  <rect x="560" y="${top - 90}" width="90" height="${470 - top + 90}" rx="14" fill="${frame}"/>
  <rect x="160" y="${top + 30}" width="480" height="${440 - top}" rx="8" fill="${shade(c, -0.1)}"/>
  ${drawers}
  <rect x="170" y="${top}" width="420" height="36" rx="8" fill="#fbfaf6"/>
  <rect x="190" y="${top - 22}" width="90" height="30" rx="12" fill="#ffffff" stroke="#e6e2d9"/>
  <rect x="300" y="${top - 8}" width="290" height="46" rx="12" fill="${duvet}"/>
  ${Array.from({ length: 6 }, (_, i) => `<circle cx="${330 + i * 45}" cy="${top + 14}" r="7" fill="${shade(c, 0.2)}"/>`).join('')}
  ${rail}
  <rect x="170" y="470" width="14" height="6" fill="#3d3028"/><rect x="616" y="470" width="14" height="6" fill="#3d3028"/>
  ${stars}`;
}

/** Room props for the "in a room" gallery view: a lamp and a plant. */
function props(): string {
  return `
  <rect x="38" y="380" width="70" height="90" rx="6" fill="#b89a7a"/>
  <rect x="70" y="300" width="6" height="80" fill="#5a4a3e"/>
  <path d="M44,300 L102,300 L92,250 L54,250 Z" fill="#f3e7cf"/>
  <ellipse cx="73" cy="300" rx="29" ry="4" fill="#e3d4b5"/>
  <rect x="712" y="420" width="56" height="50" rx="8" fill="#c9b8a4"/>
  ${[-30, -12, 6, 22, 38].map((a, i) => `<ellipse cx="740" cy="${395 - i * 6}" rx="10" ry="34" fill="${i % 2 ? '#5f8a5a' : '#4c7a4a'}" transform="rotate(${a} 740 420)"/>`).join('')}`;
}

/** A tag in the corner marking clearance stock (drawn, no text). */
function clearanceTag(x: number, y: number): string {
  return `
  <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(12)">
    <path d="M-60,-26 L40,-26 L64,0 L40,26 L-60,26 Z" fill="#c0392b"/>
    <circle cx="40" cy="0" r="6" fill="#fff"/>
    <circle cx="-34" cy="-8" r="7" fill="none" stroke="#fff" stroke-width="4"/>
    <circle cx="-6" cy="10" r="7" fill="none" stroke="#fff" stroke-width="4"/>
    <line x1="-8" y1="-14" x2="-32" y2="16" stroke="#fff" stroke-width="4"/>
  </g>`;
}

/** The main-view frame per kind: x, y and width of a 4:3 box around the piece. */
const FRAMES: Record<FurnitureKind, [number, number, number]> = {
  bed: [70, 95, 660],
  mattress: [60, 90, 680],
  headboard: [110, 80, 580],
  sofa: [90, 120, 620],
  footstool: [170, 200, 460],
  'kids-bed': [90, 90, 620],
};

const DRAWERS: Record<FurnitureKind, (s: ProductScene) => string> = {
  bed,
  mattress,
  headboard,
  sofa,
  footstool,
  'kids-bed': kidsBed,
};

/** The SVG document (800x600) of a product picture for one gallery view. */
export function productSvg(scene: ProductScene): string {
  const view = Math.max(1, scene.view);
  const bg = BACKGROUNDS[(view - 1) % BACKGROUNDS.length]!;
  const piece = DRAWERS[scene.kind](scene);
  const mirrored = view === 5;
  const withProps = view === 4 || view === 5;
  const [fx, fy, fw] = FRAMES[scene.kind];
  const fh = fw * 0.75;
  const box: [number, number, number, number] =
    view === 2
      ? [fx + fw * 0.08, fy + fh * 0.1, fw * 0.6, fh * 0.6]
      : view === 6
        ? [fx + fw * 0.36, fy + fh * 0.36, fw * 0.6, fh * 0.6]
        : withProps
          ? [0, 0, W, H]
          : [fx, fy, fw, fh];
  const viewBox = box.map((v) => v.toFixed(1)).join(' ');
  const body = mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${piece}</g>` : piece;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
  ${room(bg)}
  ${withProps ? props() : ''}
  ${body}
  ${scene.clearance && view === 1 ? clearanceTag(box[0] + box[2] - 90, box[1] + 55) : ''}
</svg>`;
}
/** Category tile pictures: the kind and colour drawn for each category name (lowercase). */
export const CATEGORY_TILES: Record<
  string,
  { kind: FurnitureKind; name: string; color: string; clearance?: boolean }
> = {
  beds: { kind: 'bed', name: 'Buttoned Divan Bed', color: '#6d7479' },
  mattresses: { kind: 'mattress', name: 'Pocket Mattress', color: '#27324d' },
  headboards: { kind: 'headboard', name: 'Winged Headboard', color: '#9b8576' },
  sofas: { kind: 'sofa', name: '3 Seater Sofa', color: '#1e5c48' },
  footstools: { kind: 'footstool', name: 'Buttoned Footstool', color: '#d6a39c' },
  'kids beds': { kind: 'kids-bed', name: 'Starry Guard Rail Bed', color: '#7fb3d5' },
  clearance: { kind: 'sofa', name: '2 Seater Sofa', color: '#b6ac9d', clearance: true },
};

/** A neutral placeholder picture: a soft room with a simple armchair outline. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${room(BACKGROUNDS[0]!)}
  <g fill="none" stroke="#b9ad9d" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="290" y="250" width="220" height="150" rx="30"/>
    <rect x="250" y="320" width="60" height="110" rx="24"/>
    <rect x="490" y="320" width="60" height="110" rx="24"/>
    <line x1="290" y1="430" x2="510" y2="430"/>
  </g>
</svg>`;
}
