/** The contracts showcase copy at /contracts (spec §1, §2: contract furniture). */

/** A sector we furnish under contract. */
export interface ContractSector {
  /** Stable key, also used to pick the sector's icon. */
  id: 'hotels' | 'student-accommodation' | 'care-homes' | 'apartments';
  /** Sector name. */
  title: string;
  /** What we supply to it. */
  text: string;
}

/** One step of a contract project, in order. */
export interface ContractStep {
  /** Step title. */
  title: string;
  /** What happens in the step. */
  text: string;
}

/** Opening paragraph of the contracts page. */
export const contractsIntro =
  'From a boutique hotel refit to a 600-bed student residence, Serena Home supplies durable, good-looking furniture to specification, on budget and on programme. One team handles your project from the first drawing to the last bed made up on site.';

/** Sectors grid (spec §2 contracts showcase). */
export const contractSectors: readonly ContractSector[] = [
  {
    id: 'hotels',
    title: 'Hotels',
    text: 'Divan and upholstered beds, headboards made to your room widths, hotel-grade mattresses, sofas and occasional seating in fire-retardant fabrics to your brand palette.',
  },
  {
    id: 'student-accommodation',
    title: 'Student Accommodation',
    text: 'Hard-wearing single and small double beds with under-bed storage, mattresses with removable covers, and study-bedroom packs delivered and installed floor by floor.',
  },
  {
    id: 'care-homes',
    title: 'Care Homes',
    text: 'Comfortable, easy-clean seating and beds chosen with care providers in mind, with wipe-clean fabrics and pressure-care mattress options.',
  },
  {
    id: 'apartments',
    title: 'Apartments',
    text: 'Complete furniture packages for build-to-rent and serviced apartments: beds, mattresses, sofas and footstools, delivered and placed ready for the first residents.',
  },
];

/** Process steps (spec §2 contracts showcase). */
export const contractSteps: readonly ContractStep[] = [
  {
    title: 'Consultation',
    text: 'Tell us about your project, rooms, timeline and budget. We visit the site or plans and recommend the right ranges.',
  },
  {
    title: 'Specification and quote',
    text: 'We set out sizes, fabrics, finishes and fire-safety standards in a clear specification with a fixed, itemised quote.',
  },
  {
    title: 'Samples and approval',
    text: 'We provide fabric swatches and a sample room set so that you can sign off quality and finish before production.',
  },
  {
    title: 'Manufacture',
    text: 'Your furniture is made in batches to your programme, with regular progress updates from a dedicated project manager.',
  },
  {
    title: 'Delivery and installation',
    text: 'Our own crews deliver, assemble and place every piece, take the packaging away for recycling, and hand over room by room.',
  },
];
