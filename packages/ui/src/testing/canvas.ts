/**
 * A 2D canvas context that draws nothing: happy-dom has none without a rendering adapter, and a chart library still
 * lays itself out and keeps its data when it can measure text. Every drawing call is a no-op; text is measured at a
 * fixed width per character. What a chart holds is then read from the library itself (its series' data), not pixels.
 */
function blankContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {
    canvas,
    measureText: (text: string) => ({
      width: text.length * 7,
      actualBoundingBoxAscent: 9,
      actualBoundingBoxDescent: 3,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: text.length * 7,
      fontBoundingBoxAscent: 10,
      fontBoundingBoxDescent: 3,
    }),
    getLineDash: () => [],
    getTransform: () => new DOMMatrix(),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    createRadialGradient: () => ({ addColorStop: () => undefined }),
    createPattern: () => null,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      width: w,
      height: h,
      data: new Uint8ClampedArray(w * h * 4),
    }),
    isPointInPath: () => false,
  };
  const noop = () => undefined;
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : noop),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** Gives happy-dom's canvases a blank 2D context (its rendering adapter setting, for canvases made from now on). */
export function blankCanvases(window: Window) {
  const happyDOM = (window as Window & { happyDOM?: { settings: { canvasAdapter: unknown } } }).happyDOM;
  if (!happyDOM) return;
  happyDOM.settings.canvasAdapter = {
    getContext: (caller: { canvas: HTMLCanvasElement }, type: string) =>
      type === '2d' ? blankContext(caller.canvas) : null,
    toDataURL: () => 'data:,',
    toBlob: (_caller: unknown, callback: (blob: Blob | null) => void) => callback(null),
  };
}
