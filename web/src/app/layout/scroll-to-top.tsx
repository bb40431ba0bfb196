import { IconButton } from '@chakra-ui/react';
import { LuArrowUp } from 'react-icons/lu';
import { useScrolled } from './use-scrolled';

/** Scroll distance after which the button appears (spec §9: 300 px). */
export const SCROLL_TO_TOP_AFTER_PX = 300;

/** A floating button that scrolls back to the top, shown after 300 px of scrolling (spec §2 Footer). */
export function ScrollToTop() {
  const visible = useScrolled(SCROLL_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <IconButton
      aria-label="Scroll to top"
      position="fixed"
      bottom={{ base: '5', md: '8' }}
      right={{ base: '5', md: '8' }}
      zIndex="docked"
      borderRadius="full"
      colorPalette="brand"
      size="lg"
      boxShadow="0 12px 28px -12px rgba(28, 26, 23, 0.6)"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <LuArrowUp />
    </IconButton>
  );
}
