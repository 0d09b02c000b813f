/**
 * Digits of equal width in the body font, so figures in a column or a ticking price line up without the terminal look
 * of a monospace font: use wherever numbers align (`style={TABULAR}`).
 */
export const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;
