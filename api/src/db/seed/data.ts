/**
 * Demo catalog content (spec §1 range, §3 entities, §9 constants): fixed, deterministic data.
 * Prices are whole euros here and converted to cents by the seeder.
 */

/** The seven categories in menu order (spec §1). */
export const CATEGORY_NAMES = [
  'Beds',
  'Mattresses',
  'Headboards',
  'Sofas',
  'Footstools',
  'Kids Beds',
  'Clearance',
] as const;

/** Category names as typed values. */
export type CategoryName = (typeof CATEGORY_NAMES)[number];

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

/** One demo product: its category, name, base price in whole euros and optional overrides. */
export interface ProductSeed {
  category: CategoryName;
  name: string;
  priceEuro: number;
  stock?: number;
  status?: 'available' | 'unavailable';
  /** Size ids offered; defaults per category. */
  sizeIds?: number[];
  /** Storage types offered (beds). */
  storage?: ('Non Ottoman' | 'Ottoman' | 'Cloud Storage')[];
  /** A feature line specific to this product. */
  feature: string;
}

const ALL_STORAGE: ProductSeed['storage'] = ['Non Ottoman', 'Ottoman', 'Cloud Storage'];

/** 62 demo products across the seven categories. */
export const PRODUCTS: ProductSeed[] = [
  {
    category: 'Beds',
    name: 'Kilkenny Divan Bed',
    priceEuro: 299,
    storage: ALL_STORAGE,
    feature: 'Deep quilted platform top with four castors',
  },
  {
    category: 'Beds',
    name: 'Wicklow Upholstered Bed Frame',
    priceEuro: 349,
    storage: ['Non Ottoman', 'Ottoman'],
    feature: 'Solid slatted base with centre rail support',
  },
  {
    category: 'Beds',
    name: 'Galway Winged Bed',
    priceEuro: 429,
    storage: ALL_STORAGE,
    feature: 'Wraparound winged headboard, 130 cm tall',
  },
  {
    category: 'Beds',
    name: 'Kinsale Chesterfield Bed',
    priceEuro: 499,
    storage: ALL_STORAGE,
    feature: 'Hand-finished deep button Chesterfield detailing',
  },
  {
    category: 'Beds',
    name: 'Killarney Panel Bed',
    priceEuro: 379,
    storage: ['Non Ottoman', 'Ottoman'],
    feature: 'Vertical panelled headboard with piped edges',
  },
  {
    category: 'Beds',
    name: 'Athlone Buttoned Divan Bed',
    priceEuro: 329,
    storage: ALL_STORAGE,
    sizeIds: [11, 12, 13, 14, 15],
    feature: 'Diamond-buttoned 54 inch headboard included',
  },
  {
    category: 'Beds',
    name: 'Wexford Sleigh Bed',
    priceEuro: 549,
    storage: ['Non Ottoman', 'Ottoman'],
    sizeIds: [13, 14, 15],
    feature: 'Curved sleigh ends in a fully upholstered frame',
  },
  {
    category: 'Beds',
    name: 'Dingle Low Profile Bed',
    priceEuro: 319,
    storage: ['Non Ottoman'],
    feature: 'Contemporary low line frame with tapered oak feet',
  },
  {
    category: 'Beds',
    name: 'Westport Ottoman Bed',
    priceEuro: 459,
    storage: ALL_STORAGE,
    stock: 14,
    feature: 'Gas-lift ottoman with end opening and soft close',
  },
  {
    category: 'Beds',
    name: 'Adare Velvet Bed',
    priceEuro: 479,
    storage: ALL_STORAGE,
    sizeIds: [12, 13, 14, 15],
    feature: 'Plush velvet finish with a channelled headboard',
  },
  {
    category: 'Beds',
    name: 'Cashel Grand Bed',
    priceEuro: 699,
    storage: ALL_STORAGE,
    sizeIds: [13, 14, 15],
    feature: 'Extra tall statement headboard, 150 cm',
  },
  {
    category: 'Beds',
    name: 'Malahide Scalloped Bed',
    priceEuro: 529,
    storage: ['Non Ottoman', 'Ottoman'],
    feature: 'Scalloped shell headboard with piped seams',
  },
  {
    category: 'Mattresses',
    name: 'Wicklow Pocket Sprung Mattress',
    priceEuro: 199,
    feature: '1000 individually pocketed springs',
  },
  {
    category: 'Mattresses',
    name: 'Connemara Memory Foam Mattress',
    priceEuro: 229,
    feature: '5 cm of pressure-relieving memory foam',
  },
  {
    category: 'Mattresses',
    name: 'Shannon Orthopaedic Mattress',
    priceEuro: 179,
    feature: 'Firm 13.5 gauge orthopaedic coil unit',
  },
  {
    category: 'Mattresses',
    name: 'Boyne Hybrid Mattress',
    priceEuro: 289,
    feature: 'Hybrid of pocket springs and reflex foam',
  },
  {
    category: 'Mattresses',
    name: 'Liffey 1000 Pocket Mattress',
    priceEuro: 249,
    feature: 'Hand-tufted with a breathable damask cover',
  },
  {
    category: 'Mattresses',
    name: 'Slaney Open Coil Mattress',
    priceEuro: 129,
    feature: 'Value open coil, ideal for guest rooms and rentals',
  },
  {
    category: 'Mattresses',
    name: 'Erne Latex Mattress',
    priceEuro: 389,
    feature: 'Natural latex comfort layer, hypoallergenic',
  },
  {
    category: 'Mattresses',
    name: 'Barrow Pillow Top Mattress',
    priceEuro: 319,
    feature: 'Plump pillow top for a soft hotel feel',
  },
  {
    category: 'Mattresses',
    name: 'Tara 2000 Pocket Mattress',
    priceEuro: 449,
    stock: 0,
    feature: '2000 pocket springs with natural wool fillings',
  },
  {
    category: 'Mattresses',
    name: 'Burren Cool Gel Mattress',
    priceEuro: 359,
    feature: 'Cooling gel-infused foam for warm sleepers',
  },
  {
    category: 'Headboards',
    name: 'Howth Strutted Headboard',
    priceEuro: 99,
    feature: 'Strutted fitting to most divan bases',
  },
  {
    category: 'Headboards',
    name: 'Dalkey Winged Headboard',
    priceEuro: 149,
    feature: 'Wide wings frame the bed for a boutique look',
  },
  {
    category: 'Headboards',
    name: 'Kenmare Buttoned Headboard',
    priceEuro: 119,
    feature: 'Classic diamond buttoning on a deep foam pad',
  },
  {
    category: 'Headboards',
    name: 'Lismore Panelled Headboard',
    priceEuro: 129,
    feature: 'Three vertical panels with piping',
  },
  {
    category: 'Headboards',
    name: 'Bantry Scalloped Headboard',
    priceEuro: 159,
    feature: 'Scalloped shell shape with fluted channels',
  },
  {
    category: 'Headboards',
    name: 'Kinvara Floor-Standing Headboard',
    priceEuro: 189,
    feature: 'Floor-standing, 137 cm tall, no fixing needed',
  },
  {
    category: 'Headboards',
    name: 'Tramore Channel Headboard',
    priceEuro: 139,
    feature: 'Horizontal channel stitching',
  },
  {
    category: 'Headboards',
    name: 'Avoca Chesterfield Headboard',
    priceEuro: 169,
    feature: 'Deep buttoned Chesterfield face with a rolled top',
  },
  {
    category: 'Sofas',
    name: 'Enniskerry 3 Seater Sofa',
    priceEuro: 649,
    feature: 'Fibre-wrapped foam seats with reversible cushions',
  },
  {
    category: 'Sofas',
    name: 'Blarney 2 Seater Sofa',
    priceEuro: 499,
    feature: 'Compact footprint for apartments',
  },
  {
    category: 'Sofas',
    name: 'Cobh Corner Sofa',
    priceEuro: 1199,
    feature: 'Left or right hand corner, built to order',
  },
  {
    category: 'Sofas',
    name: 'Youghal Chaise Sofa',
    priceEuro: 899,
    feature: 'Reversible chaise with storage underneath',
  },
  {
    category: 'Sofas',
    name: 'Carlow Chesterfield Sofa',
    priceEuro: 999,
    stock: 0,
    feature: 'Deep buttoned back with scroll arms',
  },
  {
    category: 'Sofas',
    name: 'Sligo Scatter Back Sofa',
    priceEuro: 749,
    feature: 'Scatter back cushions filled with soft fibre',
  },
  {
    category: 'Sofas',
    name: 'Donegal Tweed Sofa',
    priceEuro: 849,
    feature: 'Woven in the style of traditional Donegal tweed',
  },
  {
    category: 'Sofas',
    name: 'Kildare Recliner Sofa',
    priceEuro: 1099,
    status: 'unavailable',
    feature: 'Power recline with USB charging port',
  },
  {
    category: 'Sofas',
    name: 'Glendalough Snuggle Chair',
    priceEuro: 449,
    feature: 'Extra wide seat for one and a half',
  },
  {
    category: 'Sofas',
    name: 'Clifden Armchair',
    priceEuro: 349,
    feature: 'Wingback armchair on turned legs',
  },
  {
    category: 'Footstools',
    name: 'Ardmore Round Footstool',
    priceEuro: 89,
    feature: 'Round drum shape on solid beech legs',
  },
  {
    category: 'Footstools',
    name: 'Mayo Storage Footstool',
    priceEuro: 129,
    feature: 'Lift-off lid with generous storage',
  },
  {
    category: 'Footstools',
    name: 'Leitrim Buttoned Footstool',
    priceEuro: 109,
    stock: 0,
    feature: 'Buttoned top with contrast piping',
  },
  {
    category: 'Footstools',
    name: 'Tipperary Cube Footstool',
    priceEuro: 79,
    stock: 25,
    feature: 'Compact cube, doubles as extra seating',
  },
  {
    category: 'Footstools',
    name: 'Roscommon Ottoman Bench',
    priceEuro: 179,
    feature: 'End-of-bed bench with a hinged lid',
  },
  {
    category: 'Footstools',
    name: 'Dunmore Pouffe',
    priceEuro: 69,
    feature: 'Soft pouffe with a hand-stitched seam',
  },
  {
    category: 'Footstools',
    name: 'Kerry Square Footstool',
    priceEuro: 99,
    feature: 'Square footstool matching the Enniskerry range',
  },
  {
    category: 'Footstools',
    name: 'Cavan Bench Footstool',
    priceEuro: 149,
    feature: 'Long bench footstool on tapered legs',
  },
  {
    category: 'Kids Beds',
    name: 'Little Liffey Cabin Bed',
    priceEuro: 279,
    feature: 'Cabin bed with three storage drawers',
  },
  {
    category: 'Kids Beds',
    name: 'Puffin Bunk Bed',
    priceEuro: 349,
    feature: 'Splits into two single beds',
  },
  {
    category: 'Kids Beds',
    name: 'Starry Kids Single Bed',
    priceEuro: 199,
    feature: 'Star cut-outs on the headboard and footboard',
  },
  {
    category: 'Kids Beds',
    name: 'Tinker Mid Sleeper',
    priceEuro: 299,
    feature: 'Mid height with a ladder on either side',
  },
  {
    category: 'Kids Beds',
    name: "Skellig Captain's Bed",
    priceEuro: 259,
    feature: 'Four drawers on castors under the bed',
  },
  {
    category: 'Kids Beds',
    name: 'Fairy Fort Kids Bed',
    priceEuro: 239,
    feature: 'Playful turret-shaped headboard',
  },
  {
    category: 'Kids Beds',
    name: 'Rainbow Guard Rail Bed',
    priceEuro: 219,
    feature: 'Removable guard rail for little sleepers',
  },
  {
    category: 'Kids Beds',
    name: 'Clover Day Bed',
    priceEuro: 289,
    stock: 6,
    feature: 'Day bed with an optional trundle',
  },
  {
    category: 'Clearance',
    name: 'Ex-Display Galway Divan Bed',
    priceEuro: 249,
    stock: 1,
    sizeIds: [13],
    feature: 'Ex-display, 4ft6 Double only',
  },
  {
    category: 'Clearance',
    name: 'Ex-Display Blarney Sofa',
    priceEuro: 299,
    stock: 2,
    feature: 'Ex-display in Steel Grey',
  },
  {
    category: 'Clearance',
    name: 'End of Line Boyne Mattress',
    priceEuro: 159,
    stock: 3,
    sizeIds: [14],
    feature: 'End of line, 5ft King only',
  },
  {
    category: 'Clearance',
    name: 'Seconds Ardmore Footstool',
    priceEuro: 45,
    stock: 0,
    feature: 'Minor mark on the base, fully functional',
  },
  {
    category: 'Clearance',
    name: 'Ex-Display Kenmare Headboard',
    priceEuro: 69,
    stock: 1,
    sizeIds: [14],
    feature: 'Ex-display, 5ft King only',
  },
  {
    category: 'Clearance',
    name: 'End of Line Clifden Armchair',
    priceEuro: 199,
    stock: 4,
    feature: 'End of line fabric, last few remaining',
  },
];

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
