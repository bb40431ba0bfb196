import { describe, expect, it } from 'vitest';
import { checkEircode, EIRCODE_MESSAGE } from '../src/eircode.js';

describe('checkEircode (issue 24 address book)', () => {
  it.each([
    ['D02 X285', 'D02 X285'],
    ['d02x285', 'D02 X285'],
    ['  D02   x285 ', 'D02 X285'],
    ['A65F4E2', 'A65 F4E2'],
    ['T12-XY34', 'T12 XY34'],
    ['D6W 1234', 'D6W 1234'],
    ['d6wkn47', 'D6W KN47'],
  ])('accepts %j as %j', (input, expected) => {
    expect(checkEircode(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    '',
    'D02',
    'D02 X28',
    'D02 X2855',
    'B02 X285', // B is not a routing-key letter
    'D2 X285',
    'DO2 X285', // letter O for zero
    'D02 XB85', // B is not used in the identifier
    'D7W 1234', // only D6W mixes a letter into the routing key
    'SW1A 1AA', // a UK postcode
  ])('refuses %j with the message', (input) => {
    expect(checkEircode(input)).toEqual({ ok: false, message: EIRCODE_MESSAGE });
  });
});
