// The window's size in a component test. happy-dom answers matchMedia from its window's size and tells every
// MediaQueryList when it changes, so Mantine's useMediaQuery (which reads window.matchMedia) sees the width set here,
// on the first render too. The size is set through happy-dom's own API: assigning `window.innerWidth` in the test's
// global scope would not reach the window that matchMedia measures.

/** The widths the browser journeys use (playwright.config.ts): a phone's and a desktop's. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Viewport = keyof typeof VIEWPORTS | { width: number; height: number };

/** happy-dom's default window size, restored after each test. */
const DEFAULT = { width: 1024, height: 768 };

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

/** Sets the window's size; the page hears a `resize`, as a browser's does. */
export function setViewport(viewport: Viewport) {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const happyDOM = (window as Window & HappyDomWindow).happyDOM;
  if (!happyDOM) throw new Error('setViewport needs the happy-dom environment (the `dom` test project)');
  happyDOM.setViewport(size);
}

export const resetViewport = () => setViewport(DEFAULT);
