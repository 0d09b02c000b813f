/** Groups the integer digits of a decimal string ("1234567.5" → "1,234,567.5") without going through a float. */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The number of decimals of a tick size ("0.01" → 2, "0.25" → 2, "1" → 0). */
export const decimalsOf = (tickSize: string) => tickSize.split('.')[1]?.length ?? 0;
