import { createTheme } from '@mantine/core';

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
  },
});
