import { useMediaQuery } from '@mantine/hooks';

/** From 75em (1200 px) the trade app lays screens out as desktop trading apps do: tables, columns side by side. */
export const DESKTOP_MEDIA = '(min-width: 75em)';

/** Whether the desktop layout applies, right on the first render (no phone layout flashing first). */
export const useDesktop = () => useMediaQuery(DESKTOP_MEDIA, undefined, { getInitialValueInEffect: false }) ?? false;
