import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { TABULAR } from './format/tabular.ts';

/** Link text in either theme. */
export const LINK_INK = 'var(--platform-ink-link)';
/** Warning text (and outlines) in either theme; WARNING_INK stays the fill under white text. */
export const WARNING_TEXT = 'var(--platform-ink-warning)';

// primaryShade 8 keeps text on white above WCAG AA contrast (STACK gotcha 10), and white text on a filled button in
// the dark theme too (shade 5 there is 3.6:1).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // A device set to reduce motion gets dialogs, menus and toasts without their transitions.
  respectReducedMotion: true,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  colors: {},
  components: {
    // Figures align in columns in the body font (tabular figures), not in a monospace font that reads like a terminal.
    Table: { styles: { td: TABULAR, th: TABULAR } },
    NumberInput: { styles: { input: TABULAR } },
    Anchor: { defaultProps: { c: LINK_INK } },
    // A <header> inside a dialog counts as a second page banner for axe; the dialog's title row needs no landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

// Mantine's default dimmed text (gray 6) and error text (red 6) fall below 4.5:1 on white; one shade darker passes.
// Mantine's dark dimmed (dark 2) is 4.2:1 on the dark body; #a3a3a3 keeps 4.5:1 up to the dark-6 surfaces.
// The inks below are text colours that keep 4.5:1 on either theme's surfaces: a dark shade on light, a light one on dark.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--platform-ink-link': 'var(--mantine-color-indigo-8)',
    '--platform-ink-teal': 'var(--mantine-color-teal-9)',
    '--platform-ink-red': 'var(--mantine-color-red-9)',
    '--platform-ink-warning': '#a13800',
    '--platform-surface-page': 'var(--mantine-color-gray-0)',
    '--platform-surface-muted': 'var(--mantine-color-gray-0)',
    '--platform-surface-hover': 'var(--mantine-color-indigo-0)',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--platform-ink-link': 'var(--mantine-color-indigo-3)',
    '--platform-ink-teal': 'var(--mantine-color-teal-4)',
    '--platform-ink-red': 'var(--mantine-color-red-4)',
    '--platform-ink-warning': 'var(--mantine-color-orange-4)',
    '--platform-surface-page': 'var(--mantine-color-dark-8)',
    '--platform-surface-muted': 'var(--mantine-color-dark-6)',
    '--platform-surface-hover': 'var(--mantine-color-dark-5)',
  },
});

/** Mantine's orange fails AA contrast as text on white and under white text; this ink passes both ways (7:1). */
export const WARNING_INK = '#a13800';
