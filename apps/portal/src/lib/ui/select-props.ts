import type { ComboboxProps } from '@mantine/core';

/**
 * The dropdown of every select opens below its field and never flips: on a short phone screen a flipping dropdown
 * could measure, flip and re-measure without end, freezing the page.
 */
export const DROPDOWN_BELOW: ComboboxProps = { position: 'bottom', middlewares: { flip: false, shift: false } };
