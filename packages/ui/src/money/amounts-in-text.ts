// Amounts inside a sentence someone else wrote (a ledger entry's memo, recorded in English by the server): found by
// the currency code after them, and grouped like every other amount. Also what tests scan screens with.
import { CURRENCIES } from '@platform/contracts';
import { groupDigits } from '../format/number-format.ts';

const CODES = CURRENCIES.join('|');
/** A number of four or more whole digits written without grouping, just before a currency code. */
const UNGROUPED = new RegExp(`(?<![\\d.,])-?\\d{4,}(?:\\.\\d+)?(?= ?(?:${CODES})\\b)`, 'g');

/** The amounts in `text` shown without grouping ("15800.00 USD"): none on a screen that formats its money. */
export const ungroupedAmounts = (text: string): string[] => text.match(UNGROUPED) ?? [];

/** `text` with every ungrouped amount before a currency code grouped, its decimals kept: "15,800.00 USD". */
export const groupAmountsInText = (text: string): string => text.replace(UNGROUPED, (amount) => groupDigits(amount));
