import { Button, Group, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useEffect, useRef } from 'react';
import { SIGNING } from './texts.ts';

const WIDTH = 480;
const HEIGHT = 160;

/** A drawing area for a handwritten signature; reports a PNG data URL, or null while it is empty. */
export function SignaturePad({ onChange }: { onChange: (image: string | null) => void }) {
  const { t } = useTexts(SIGNING);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a1b4b';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    hasInk.current = true;
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (hasInk.current && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, WIDTH, HEIGHT);
    hasInk.current = false;
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('pad')}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        style={{
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px dashed var(--mantine-color-gray-6)',
          borderRadius: 8,
          background: 'white',
          touchAction: 'none',
          display: 'block',
        }}
      />
      <Group justify="space-between" mt={4} maw={WIDTH}>
        <Text size="xs" c="dimmed">
          {t('padHint')}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={clear}>
          {t('clear')}
        </Button>
      </Group>
    </div>
  );
}

/** The typed name drawn as a signature image (the server keeps an image either way). */
export function typedSignature(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#1a1b4b';
  context.textBaseline = 'middle';
  let size = 48;
  do {
    context.font = `italic ${size}px "Brush Script MT", "Segoe Script", cursive`;
    size -= 2;
  } while (context.measureText(trimmed).width > WIDTH - 40 && size > 14);
  context.fillText(trimmed, 20, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
