/**
 * Browsers report a computed colour as `rgb(…)`/`rgba(…)` whatever way it was written; happy-dom hands back what was
 * set (`#343a40`). Libraries that read colours back (lightweight-charts parses its theme this way) need the browser's
 * form, so the `dom` project's window answers as a browser does.
 */
const BROWSER_COLORS = Symbol('browser colours');

export function reportColorsAsBrowsersDo(window: Window) {
  if (BROWSER_COLORS in window.getComputedStyle) return; // once per window (test files may share one)
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) =>
      new Proxy(computed(element, pseudo), {
        get(style, key) {
          const value = Reflect.get(style, key, style);
          if (typeof value === 'function') return value.bind(style);
          return typeof value === 'string' ? rgbOf(value) : value;
        },
      }),
    { [BROWSER_COLORS]: true },
  );
}

/** `#rgb`, `#rrggbb` or `#rrggbbaa` as `rgb()`/`rgba()`; any other text as it is. */
function rgbOf(text: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim())?.[1];
  if (!hex) return text;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b, a] = (full.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  return a === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number((a / 255).toFixed(3))})`;
}
