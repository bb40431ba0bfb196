import { Box, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The logo's artwork by tone (public/, 200x48). */
export const LOGO_SRC = { light: '/logo-light.svg', dark: '/logo-dark.svg' } as const;

/** Props of {@link Logo}. */
export interface LogoProps {
  /** 'light' (white, for dark or transparent backgrounds) or 'dark' (charcoal). */
  tone: 'light' | 'dark';
  /** Rendered height in px; width follows the 200x48 artwork. */
  height?: number;
  /**
   * 'lazy' for a logo below the fold (the footer's): fetched when scrolled near, and not preloaded
   * in the server-rendered page's head, where it would compete with the page's first picture.
   */
  loading?: 'lazy' | 'eager';
}

/** The Serena Home Trade logo linking to the home page; the light and dark variants swap (spec §2). */
export function Logo({ tone, height = 40, loading }: LogoProps) {
  const width = Math.round((height * 200) / 48);
  return (
    <Box asChild display="inline-flex" flexShrink={0} borderRadius="sm">
      <RouterLink to={paths.home.to()}>
        <Image
          src={LOGO_SRC[tone]}
          alt="Serena Home Trade"
          htmlWidth={width}
          htmlHeight={height}
          w={`${width}px`}
          h={`${height}px`}
          maxW="none"
          loading={loading}
          data-tone={tone}
        />
      </RouterLink>
    </Box>
  );
}
