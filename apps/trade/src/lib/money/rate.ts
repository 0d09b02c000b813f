/** A decimal rate as an exact percentage string: '0.001' → '0.1', '0.0125' → '1.25', '0' → '0'. */
export function ratePercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const int = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${int}.${rest}` : int;
}
