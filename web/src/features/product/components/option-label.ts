/**
 * The configurator's label style (spec §2 Product detail): small, spaced capitals in the muted
 * colour, over the size, fabric, colour and storage choices, the customer reference and the
 * special instructions. Spread into a Chakra `Text` or `Field.Label`.
 */
export const OPTION_LABEL_STYLE = {
  fontSize: 'xs',
  fontWeight: '600',
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: 'fg.muted',
} as const;
