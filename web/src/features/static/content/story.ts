/** The Our Story page's copy (spec §2 Our Story: mission, values, eco-friendly and CSR aims). */

/** One eco-friendly or corporate social responsibility aim. */
export interface StoryAim {
  /** Stable key, also used to pick the aim's icon. */
  id: 'fsc-timber' | 'recycled-packaging' | 'local-manufacture' | 'community-support';
  /** Short title. */
  title: string;
  /** One paragraph on what we do and what we aim for. */
  text: string;
}

/** Opening paragraphs: who Serena Home is. */
export const storyIntro: readonly string[] = [
  'Serena Home began in Ashbourne, Co Meath, with a simple idea: Irish furniture retailers deserve a wholesaler who is as close to them as their own customers are. From one warehouse and a handful of bed frames, we have grown into a supplier of beds, mattresses, headboards, sofas, footstools and kids beds to stores across the country.',
  'We still work the same way. We know our retailers by name, we keep stock close to home so that deliveries are quick, and we listen when a store tells us what its customers are asking for.',
];

/** The mission statement (spec §2 Our Story). */
export const storyMission =
  'Our mission is to be the first choice of furniture retailers in Ireland: the wholesaler they trust for quality they can sell with confidence, prices that leave room for their margin, and service that makes ordering, tracking and delivery effortless.';

/** Eco-friendly and CSR aims (spec §2 Our Story). */
export const storyAims: readonly StoryAim[] = [
  {
    id: 'fsc-timber',
    title: 'Responsibly sourced timber',
    text: 'We are moving our timber frames to FSC-certified wood, so that every bed and sofa frame comes from forests managed for the long term. Our aim is for all solid timber we use to be FSC certified.',
  },
  {
    id: 'recycled-packaging',
    title: 'Recycled packaging',
    text: 'We pack with recycled and recyclable cardboard and corner protection wherever we can, cut single-use plastic year on year, and take packaging back from our retailers for recycling on our delivery runs.',
  },
  {
    id: 'local-manufacture',
    title: 'Local manufacture',
    text: 'Many of our beds, headboards and upholstered pieces are made in Ireland. Making close to home shortens delivery routes, lowers emissions and supports skilled Irish jobs.',
  },
  {
    id: 'community-support',
    title: 'Community support',
    text: 'We donate quality furniture to local charities and housing projects, sponsor clubs and events in Co Meath, and give our team paid time to volunteer in the communities where they live.',
  },
];
