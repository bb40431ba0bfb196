/**
 * Demo catalog content (spec §1 range, §3 entities, §9 constants): fixed, deterministic data.
 * Prices are whole euros here and converted to cents by the seeder.
 */
import { CATEGORY_NAMES, type CategoryName, type ProductSeed } from './product-seed.js';
import { BEDROOM_PRODUCTS } from './products-bedroom.js';
import { OTHER_PRODUCTS } from './products-other.js';

export { CATEGORY_NAMES, type CategoryName, type ProductSeed };

/** Irish bed sizes with explicit ids; 13, 14 and 15 are the cloud-storage sizes (spec §9). */
export const SIZES = [
  { id: 10, label: '2ft6 Small Single', widthCm: 75, lengthCm: 190 },
  { id: 11, label: '3ft Single', widthCm: 90, lengthCm: 190 },
  { id: 12, label: '4ft Small Double', widthCm: 120, lengthCm: 190 },
  { id: 13, label: '4ft6 Double', widthCm: 135, lengthCm: 190 },
  { id: 14, label: '5ft King', widthCm: 150, lengthCm: 200 },
  { id: 15, label: '6ft Super King', widthCm: 180, lengthCm: 200 },
] as const;

/** Extra euros per size id over the smallest size, for size-priced products. */
export const SIZE_STEP_EURO: Record<number, number> = {
  10: 0,
  11: 20,
  12: 60,
  13: 100,
  14: 160,
  15: 240,
};

/** Bed fabrics and their colours (name, swatch hex). */
export const FABRICS: { name: string; colors: [string, string][] }[] = [
  {
    name: 'Plush Velvet',
    colors: [
      ['Steel Grey', '#6d7479'],
      ['Mink', '#9b8576'],
      ['Navy', '#27324d'],
      ['Emerald', '#1e5c48'],
      ['Blush', '#d6a39c'],
    ],
  },
  {
    name: 'Linen Weave',
    colors: [
      ['Oatmeal', '#cbbda3'],
      ['Silver', '#b4b5b3'],
      ['Charcoal', '#45484c'],
      ['Duck Egg', '#9dbab6'],
    ],
  },
  {
    name: 'Chenille',
    colors: [
      ['Cream', '#e6dcc6'],
      ['Slate', '#5b6570'],
      ['Mocha', '#6c5445'],
      ['Teal', '#2e6a6d'],
    ],
  },
  {
    name: 'Boucle',
    colors: [
      ['Ivory', '#eee7d8'],
      ['Pebble', '#b6ac9d'],
      ['Taupe', '#887a6a'],
      ['Sand', '#d1bf9f'],
    ],
  },
];

/** 62 demo products across the seven categories. */
export const PRODUCTS: ProductSeed[] = [...BEDROOM_PRODUCTS, ...OTHER_PRODUCTS];

/** SKU prefix per category, e.g. SH-BED-001. */
export const SKU_PREFIX: Record<CategoryName, string> = {
  Beds: 'SH-BED',
  Mattresses: 'SH-MAT',
  Headboards: 'SH-HBD',
  Sofas: 'SH-SOF',
  Footstools: 'SH-FST',
  'Kids Beds': 'SH-KID',
  Clearance: 'SH-CLR',
};

/** Default size ids per category when a product does not list its own. */
export const DEFAULT_SIZE_IDS: Record<CategoryName, number[]> = {
  Beds: [10, 11, 12, 13, 14, 15],
  Mattresses: [10, 11, 12, 13, 14, 15],
  Headboards: [11, 12, 13, 14, 15],
  Sofas: [],
  Footstools: [],
  'Kids Beds': [10, 11],
  Clearance: [],
};

/** Ottoman storage extra per size for the Beds category, whole euros (spec §9). */
export const BED_OTTOMAN_EURO: Record<number, number> = {
  10: 110,
  11: 120,
  12: 140,
  13: 150,
  14: 170,
  15: 190,
};

/** Cloud storage base for the Beds category, whole euros (spec §9: sizes 13, 14, 15). */
export const BED_CLOUD_BASE_EURO = 95;

/** Number of gallery pictures per category (beds get 6 so the gallery arrows show). */
export const GALLERY_COUNT: Record<CategoryName, number> = {
  Beds: 6,
  Mattresses: 3,
  Headboards: 3,
  Sofas: 3,
  Footstools: 2,
  'Kids Beds': 3,
  Clearance: 2,
};

/** Delivery statuses in order (spec §3). */
export const DELIVERY_STATUSES = [
  'awaiting dispatch',
  'in production',
  'quality check',
  'ready for dispatch',
  'out for delivery',
  'order delivered',
] as const;

/** News items (HTML), oldest first. */
export const NEWS_HTML = [
  '<h3>Spring trade catalogue is here</h3><p>Our new spring range brings twelve upholstered beds in <strong>Plush Velvet</strong>, <strong>Linen Weave</strong>, <strong>Chenille</strong> and <strong>Boucle</strong>. Sign in to see trade prices.</p>',
  '<h3>Free delivery on larger trade orders</h3><p>Trade orders of fifteen hundred euro or more (ex VAT) are delivered free anywhere in the Republic of Ireland. Lead time for beds is 2 to 4 weeks.</p>',
  '<h3>Cloud Storage now on more beds</h3><p>Cloud Storage is now available on the Kilkenny, Galway and Kinsale beds in <em>4ft6 Double</em>, <em>5ft King</em> and <em>6ft Super King</em>.</p><ul><li>Gas-lift mechanism</li><li>Full-width storage</li></ul>',
  '<h3>Visit our Ashbourne showroom</h3><p>See the full range in person at our showroom in Ashbourne, Co Meath. Trade customers are welcome Monday to Friday, 9am to 5pm.</p>',
];

/** Category description phrases used to build product descriptions. */
export const CATEGORY_BLURB: Record<CategoryName, { intro: string; features: string[] }> = {
  Beds: {
    intro:
      'is hand-built in Ireland on a kiln-dried timber frame and upholstered in your choice of fabric.',
    features: [
      'Made to order in Ireland',
      'Available with Ottoman or Cloud Storage',
      'Sprung edge divan base',
    ],
  },
  Mattresses: {
    intro:
      'gives balanced, supportive comfort night after night, finished with a breathable cover.',
    features: ['Hand-tufted for lasting comfort', 'Turn-free design', '40-night comfort guarantee'],
  },
  Headboards: {
    intro: 'adds a tailored finish to any divan and is upholstered in hard-wearing fabric.',
    features: ['Fits standard divan bases', 'Fixing bolts included', 'Foam padded face'],
  },
  Sofas: {
    intro: 'is built on a hardwood frame with pocket-sprung seats for years of comfort.',
    features: ['Hardwood frame', 'Pocket-sprung seat cushions', 'Removable, zipped covers'],
  },
  Footstools: {
    intro: 'finishes a living room or bedroom and works as extra seating when guests arrive.',
    features: ['Solid wood legs', 'Upholstered in matching fabrics', 'Easy to move'],
  },
  'Kids Beds': {
    intro: 'is designed for children, with rounded corners and a sturdy, safety-tested frame.',
    features: ['Tested to EN 716', 'Rounded edges', 'Fits a standard single mattress'],
  },
  Clearance: {
    intro: 'is offered at a clearance trade price while stock lasts.',
    features: ['Limited stock', 'Sold as seen', 'Collection or delivery available'],
  },
};
