import { Box, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** 'light' (white, for dark or transparent backgrounds) or 'dark' (charcoal). */
  tone: 'light' | 'dark';
  /** Rendered height in px; width follows the 200x48 artwork. */
  height?: number;
}

/** The Serena Home Trade logo linking to the home page; the light and dark variants swap (spec §2). */
export function Logo({ tone, height = 40 }: LogoProps) {
  const width = Math.round((height * 200) / 48);
  return (
    <Box asChild display="inline-flex" flexShrink={0} borderRadius="sm">
      <RouterLink to={paths.home.to()}>
        <Image
          src={tone === 'light' ? '/logo-light.svg' : '/logo-dark.svg'}
          alt="Serena Home Trade"
          htmlWidth={width}
          htmlHeight={height}
          w={`${width}px`}
          h={`${height}px`}
          maxW="none"
          data-tone={tone}
        />
      </RouterLink>
    </Box>
  );
}
