import { Tabs } from '@chakra-ui/react';
import type { KeyboardEvent, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LinkProps, To } from 'react-router';

/** Space opens a focused tab, as on the buttons the tabs were (a link only answers Enter). */
function clickOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/** A router link without the `type="button"` the tab trigger's props carry (meant for a button). */
function TabLink({
  type: _type,
  ...props
}: LinkProps & { ref?: Ref<HTMLAnchorElement>; type?: string }) {
  return <RouterLink {...props} />;
}

/** Props of {@link CategoryTab}. */
export interface CategoryTabProps {
  /** The tab's value (the category slug, or 'all'). */
  value: string;
  /** Where the tab leads: the list it opens, as the client navigates to it. */
  to: To;
  /** The tab's text. */
  label: string;
}

/**
 * One tab of the product list's category tabs (spec §2): a link (`<a href>`) with the tab role,
 * `aria-selected` and the tabs' keyboard (arrows move the focus, Enter or Space opens it), so a
 * click before hydration, or without JavaScript, loads the list it opens from the server (issue 12).
 * The `Tabs.Root` around it needs `navigate={null}`: the link itself navigates.
 */
export function CategoryTab({ value, to, label }: CategoryTabProps) {
  return (
    <Tabs.Trigger
      value={value}
      asChild
      px="3"
      py="3"
      whiteSpace="nowrap"
      fontSize="sm"
      fontWeight="500"
      letterSpacing="0.04em"
      color="fg.muted"
      borderBottomWidth="2px"
      borderColor="transparent"
      mb="-1px"
      borderRadius="0"
      _selected={{ color: 'fg', borderColor: 'brand.600' }}
      _hover={{ color: 'fg' }}
      // Until hydration the plain variant paints the selected tab with Tabs.Indicator's look (a
      // shadow); these tabs have no indicator, only the border above, as once hydrated.
      css={{ '&[data-selected][data-ssr]': { bg: 'transparent', shadow: 'none' } }}
    >
      <TabLink to={to} onKeyDown={clickOnSpace}>
        {label}
      </TabLink>
    </Tabs.Trigger>
  );
}
