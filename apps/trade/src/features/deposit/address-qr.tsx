import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET = 4;

/** A QR code of `text` drawn as one SVG path (no canvas, no inline HTML); `label` names it for screen readers. */
export function AddressQr({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { path: d, dimension: modules.size + QUIET * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-testid="deposit-qr"
      data-text={text}
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
