/**
 * Serena Home's public company details, shared by the home page's Contact Us section and the
 * /contact page (spec §2 Contact section, Our Story). Plain data only: no components, no I/O.
 */

/** A day range with its opening hours, e.g. { days: 'Monday to Friday', hours: '9:00 to 17:00' }. */
export interface OpeningHours {
  /** The days the row applies to. */
  days: string;
  /** Opening times in 24-hour Irish time, or 'Closed'. */
  hours: string;
}

/** The company's contact details as shown to retailers (spec §2 Contact section). */
export interface CompanyDetails {
  /** Trading name. */
  name: string;
  /** Name of the trade storefront. */
  storeName: string;
  /** Trade enquiries e-mail address. */
  email: string;
  /** Phone number as displayed, in international format. */
  phone: string;
  /** Phone number for `tel:` links (E.164, no spaces). */
  phoneHref: string;
  /** Postal address, one entry per line, country last. */
  addressLines: readonly string[];
  /** Opening hours of the showroom and the trade desk. */
  openingHours: readonly OpeningHours[];
  /** OpenStreetMap embed URL of Ashbourne, for an `<iframe>`. */
  mapEmbedUrl: string;
  /** OpenStreetMap page of the same place, for a plain 'View on map' link. */
  mapUrl: string;
}

/** Ashbourne Business Park, Co Meath: map marker at 53.5113 N, 6.3986 W (WGS 84). */
const MAP_MARKER = '53.5113%2C-6.3986';
/** Map view around the marker: west, south, east, north (WGS 84 degrees). */
const MAP_BBOX = '-6.4106%2C53.5053%2C-6.3866%2C53.5173';

/** Serena Home's contact details (spec §2 Contact section: Ashbourne, Co Meath, Ireland). */
export const company: CompanyDetails = {
  name: 'Serena Home',
  storeName: 'Serena Trade',
  email: 'trade@serenahome.ie',
  phone: '+353 1 835 0000',
  phoneHref: '+35318350000',
  addressLines: ['Unit 4, Ashbourne Business Park', 'Ashbourne', 'Co Meath', 'A84 XY00', 'Ireland'],
  openingHours: [
    { days: 'Monday to Friday', hours: '9:00 to 17:00' },
    { days: 'Saturday', hours: '10:00 to 14:00 (showroom by appointment)' },
    { days: 'Sunday and bank holidays', hours: 'Closed' },
  ],
  mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${MAP_BBOX}&layer=mapnik&marker=${MAP_MARKER}`,
  mapUrl: 'https://www.openstreetmap.org/?mlat=53.5113&mlon=-6.3986#map=16/53.5113/-6.3986',
};

/** One of the company's three values (spec §1 home values, §2 Our Story). */
export interface CompanyValue {
  /** The value's name, e.g. 'Integrity'. */
  title: string;
  /** A short paragraph on what the value means in practice. */
  text: string;
}

/** The three values Integrity, Passion and Innovation (spec §1, §2 Our Story). */
export const companyValues: Readonly<Record<'integrity' | 'passion' | 'innovation', CompanyValue>> =
  {
    integrity: {
      title: 'Integrity',
      text: 'We quote honestly, deliver when we say we will and stand behind every piece we sell. Our retailers build their reputations on our furniture, so we treat that trust as our own.',
    },
    passion: {
      title: 'Passion',
      text: 'We love good furniture: the feel of a well-sprung mattress, the line of a hand-finished headboard, the comfort of a sofa that lasts. That care shows in every range we bring to market.',
    },
    innovation: {
      title: 'Innovation',
      text: 'From storage beds to new fabrics and smarter logistics, we keep looking for better ways to make, deliver and sell furniture, so our retailers always have something new to offer.',
    },
  };
