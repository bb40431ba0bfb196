import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { chakraTheme, serenaTheme } from './theme';

/**
 * The Chakra system of the storefront, passed to `<ChakraProvider value={system}>`: Chakra's base
 * config, the trimmed default theme and Serena's look (theme.ts). Its own module so that the
 * browser entry evaluates the theme's code and builds the system in two separate tasks (issue 12).
 */
export const system = createSystem(defaultBaseConfig, chakraTheme, serenaTheme);
