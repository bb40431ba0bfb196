import type { SizeResolvers } from '../__generated__/resolvers-types.js';

const cm = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value);

/** Size fields (spec §3 Size; dimensions in cm). */
export const Size: SizeResolvers = {
  id: (size) => String(size.id),
  label: (size) => size.size,
  lengthCm: (size) => cm(size.length),
  widthCm: (size) => cm(size.width),
  heightCm: (size) => cm(size.height),
};
