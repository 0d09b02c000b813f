// QR codes drawn as one SVG path: no canvas, no inline HTML, crisp at any size.
import { create } from 'qrcode';

/** Modules of blank margin around the code, as the QR standard asks (scanners need it). */
const QUIET = 4;

export interface QrShape {
  /** The dark modules as one SVG path, in module units, margin included. */
  path: string;
  /** The side of the square in modules, margin included. */
  dimension: number;
}

/** The dark modules of the QR code of `text`. */
export function qrShape(text: string): QrShape {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { path, dimension: modules.size + QUIET * 2 };
}

/** The QR code of `text` as a stand-alone SVG document in a `data:` URL, for an <img> (which a user can save). */
export function qrImageUrl(text: string): string {
  const { path, dimension } = qrShape(text);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${dimension} ${dimension}" shape-rendering="crispEdges">` +
    `<rect width="${dimension}" height="${dimension}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
