/**
 * Personal names and Irish place names (issue 14): letters of any alphabet (with accents), spaces,
 * apostrophes (' and ’) and hyphens — "O'Brien", "Ní Bhriain", "Mary-Kate" — and, for cities, the
 * Dublin postal districts "Dublin 1" to "Dublin 24" and "Dublin 6W". The spec's messages ('Full name
 * must contain only letters and spaces', 'City name must contain only letters and spaces') stay for
 * everything else. The api holds the same patterns (api/src/lib/names.ts).
 */

/** Characters a name may hold while being typed (every prefix of a valid name passes). */
export const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]*$/u;

/** A whole personal name: starts with a letter; letters, spaces, apostrophes, hyphens. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;

/** A whole city or town: a name as above, or a Dublin postal district ("Dublin 4", "Dublin 6W"). */
export const CITY_NAME = /^(?:[\p{L}\p{M}][\p{L}\p{M} '’-]*|Dublin (?:[1-9]|1\d|2[0-4]|6W))$/iu;
