import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// primaryShade 8 keeps text on white above WCAG AA contrast (STACK gotcha 10).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  colors: {},
  components: {
    Anchor: { defaultProps: { c: 'indigo.8' } },
    // A <header> inside a dialog counts as a second page banner for axe; the dialog's title row needs no landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

// Mantine's default dimmed text (gray 6) and error text (red 6) fall below 4.5:1 on white; one shade darker passes.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Mantine's orange fails AA contrast as text on white and under white text; this ink passes both ways (7:1). */
export const WARNING_INK = '#a13800';
