// An instrument's symbol as requests give it: trimmed, upper-cased, at most 16 characters. A module of its own, so a
// lazily loaded form that checks a symbol (a price alert's) does not share the market API's module with the first load.
import { z } from './zod.ts';

export const symbolSchema = z
  .string({ error: 'Please choose a symbol' })
  .trim()
  .min(1, 'Please choose a symbol')
  .max(16, 'Unknown symbol')
  .transform((s) => s.toUpperCase());
