// A series of decimal values scaled into a chart's box. The line's shape only: the figures themselves are written out
// as text beside it, from the server's decimal strings, never from these floats.

/** The polyline of values in a `width` × `height` box: lowest at the bottom, highest at the top, first to last across. */
export function linePoints(values: readonly string[], width: number, height: number, pad = 4): string {
  const numbers = values.map(Number);
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const span = high - low || 1;
  const step = numbers.length > 1 ? (width - 2 * pad) / (numbers.length - 1) : 0;
  return numbers
    .map((v, i) => `${(pad + i * step).toFixed(1)},${(pad + (height - 2 * pad) * (1 - (v - low) / span)).toFixed(1)}`)
    .join(' ');
}
