/**
 * Demo products of the bedroom categories (Beds, Mattresses, Headboards); whole euros. Split out of
 * seed/data.ts (issue 15), which joins them with products-other.ts into PRODUCTS.
 */
import type { ProductSeed } from './product-seed.js';

export const ALL_STORAGE: ProductSeed['storage'] = ['Non Ottoman', 'Ottoman', 'Cloud Storage'];

/** The Beds, Mattresses and Headboards demo products, in menu order. */
export const BEDROOM_PRODUCTS: ProductSeed[] = [
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
];
