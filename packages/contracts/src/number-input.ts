// Numbers as requests carry them (issue 28 §7): apart from zod.ts, which the apps' builds replace with zod's set-up
// alone (packages/client/src/build/endpoint-schemas-plugin.ts, rule 3).
import { z } from './zod.ts';

/** A plain decimal as text: digits, optionally a point and more digits. No sign, exponent, space, separator or hex. */
export const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** A plain decimal that may be negative, for the few fields where a negative means something. */
export const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number as a request may carry it: a finite JSON number (the documented form), or a plain decimal string, as a query
 * parameter or a form field has it. Unlike `z.coerce.number`, "1e3", " 1", "0x10", "Infinity", "1,000", "" and "+1"
 * are refused, with `number`'s own message, which also checks the value (whole, range).
 */
export function numberInput<T extends z.ZodType>(number: T, { signed = false }: { signed?: boolean } = {}) {
  const pattern = signed ? SIGNED_DECIMAL : PLAIN_DECIMAL;
  return z.preprocess((value) => (typeof value === 'string' && pattern.test(value) ? Number(value) : value), number);
}
