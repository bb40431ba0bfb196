/**
 * The style of the header's round icon buttons (track order, account, cart): the header's own text
 * colour (charcoal, or white on the home page's transparent header) and a hover background that
 * follows the header's state through its `data-transparent` attribute, not through props (issue
 * 29): so the header turning transparent once the home page's hero has painted is no new content
 * for them, and they can keep their server HTML until touched (lib/hydrate-later.tsx).
 */
export const HEADER_ICON_STYLE = {
  variant: 'ghost',
  color: 'inherit',
  borderRadius: 'full',
  _hover: { bg: 'bg.muted' },
  css: { '[data-transparent] &:hover': { bg: 'whiteAlpha.200' } },
} as const;
