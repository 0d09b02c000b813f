import { useMemo } from 'react';
import { qrShape } from '../../lib/qr.ts';

/** A QR code of `text` drawn as one SVG path (no canvas, no inline HTML); `label` names it for screen readers. */
export function AddressQr({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { path, dimension } = useMemo(() => qrShape(text), [text]);
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
