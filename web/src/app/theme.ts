import { defineConfig } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  kbdRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Colour palettes of Chakra's default theme that nothing in the app uses (issue 12). Each one adds
 * about 40 CSS variables to every server-rendered page and to the system's start-up in the
 * browser; theme.test.ts fails when a source file starts using one.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

/** `record` without the {@link UNUSED_PALETTES}. */
function withoutUnusedPalettes<T extends object>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;
}

/**
 * Semantic tokens with their light value only: the shop has no dark mode (no colour-mode
 * provider), so the `_dark` values were a second block of CSS variables on every page that nothing
 * ever switched to (issue 12). `{ value: { _light: a, _dark: b } }` becomes `{ value: a }`.
 */
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  const value = (node as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) {
    return { ...node, value: value._light };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, lightOnly(child)]),
  ) as T;
}

/** Global CSS: selectors to style objects (a `defineGlobalStyles` argument). */
type GlobalCss = Record<string, SystemStyleObject>;

/**
 * Chakra's global CSS with the default values of its ring and filter variables (`--ring-*`,
 * `--brightness`, `--backdrop-blur`..., 27 custom properties) declared once on `html` and
 * inherited, instead of on every element (`*`): the browser computed them, with their `var()`
 * references, for each of a page's elements on every style recalculation (issue 29: a fifth of a
 * product list's first style recalculation). The shop sets none of them on an element whose
 * children would then inherit its value (no filter, backdrop or ring utilities; the slider
 * recipe's ring sets its own).
 */
export function withInheritedVariables(css: GlobalCss): GlobalCss {
  const { '*': everyElement = {}, html = {}, ...rest } = css;
  const variables = Object.entries(everyElement).filter(([key]) => key.startsWith('--'));
  const others = Object.entries(everyElement).filter(([key]) => !key.startsWith('--'));
  return {
    '*': Object.fromEntries(others),
    html: { ...Object.fromEntries(variables), ...html },
    ...rest,
  };
}

/**
 * Chakra's default theme (tokens and light-mode semantic tokens less the unused palettes, text/layer/animation
 * styles, global CSS) with only the recipes of the components the app renders (storefront and
 * admin), instead of `defaultConfig`'s 75 (issue 12, JavaScript budget). A component added to the app needs its
 * recipe here: without it, it renders unstyled.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: withInheritedVariables(globalCss),
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Serena Home's look (design: web/ Chakra UI v3): warm linen and stone neutrals, charcoal text, one
 * accent (a deep teal, `brand`), a serif display face for headings. Fonts are local stacks only.
 */
export const serenaTheme = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
    '::selection': { bg: 'brand.200', color: 'stone.950' },
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'brand.600',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            "'Cormorant Garamond', 'Cormorant', 'Playfair Display', Georgia, 'Times New Roman', serif",
        },
        body: {
          value:
            "'Inter', 'Helvetica Neue', 'Segoe UI', Roboto, 'Noto Sans', Arial, system-ui, sans-serif",
        },
      },
      colors: {
        linen: {
          50: { value: '#fcfaf6' },
          100: { value: '#f6f1e9' },
          200: { value: '#ede5d8' },
          300: { value: '#e2d7c6' },
        },
        stone: {
          50: { value: '#f7f5f2' },
          100: { value: '#ece8e2' },
          200: { value: '#d9d2c7' },
          300: { value: '#bfb5a6' },
          400: { value: '#a09483' },
          500: { value: '#857a6a' },
          600: { value: '#6a6155' },
          700: { value: '#524b42' },
          800: { value: '#3a3530' },
          900: { value: '#2b2824' },
          950: { value: '#1c1a17' },
        },
        brand: {
          50: { value: '#eef6f5' },
          100: { value: '#d3e8e5' },
          200: { value: '#a9d0cb' },
          300: { value: '#77b1aa' },
          400: { value: '#4b918a' },
          500: { value: '#2f7670' },
          600: { value: '#1f5c58' },
          700: { value: '#1a4d4a' },
          800: { value: '#163f3d' },
          900: { value: '#122f2e' },
          950: { value: '#0a1d1c' },
        },
      },
      radii: { card: { value: '4px' } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: '{colors.linen.50}' },
          subtle: { value: '{colors.linen.100}' },
          muted: { value: '{colors.linen.200}' },
          panel: { value: '{colors.white}' },
        },
        fg: {
          DEFAULT: { value: '{colors.stone.900}' },
          muted: { value: '{colors.stone.600}' },
          // Between stone.500 and stone.600: the lightest stone that keeps 4.5:1 (WCAG AA body
          // text) on every background here, bg.muted included; stone.500 is only 4.2:1 on white.
          subtle: { value: '#6f6556' },
        },
        border: {
          DEFAULT: { value: '{colors.stone.200}' },
          muted: { value: '{colors.stone.100}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        stone: {
          solid: { value: '{colors.stone.900}' },
          contrast: { value: '{colors.linen.50}' },
          fg: { value: '{colors.stone.800}' },
          muted: { value: '{colors.stone.100}' },
          subtle: { value: '{colors.stone.50}' },
          emphasized: { value: '{colors.stone.200}' },
          focusRing: { value: '{colors.stone.700}' },
        },
      },
    },
    textStyles: {
      eyebrow: {
        value: {
          fontFamily: 'body',
          fontSize: 'xs',
          fontWeight: '600',
          letterSpacing: '0.22em',
          textTransform: 'uppercase',
        },
      },
    },
  },
});
