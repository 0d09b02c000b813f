// Set-up of the `dom` test project (vitest.config.ts): each test starts with the fake API and socket installed and
// ends unmounted, with local storage, toasts and the window's size reset; what the fakes saw go wrong fails the test.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { blankCanvases } from './canvas.ts';
import { reportColorsAsBrowsersDo } from './computed-colors.ts';
import { fakeApi, fakeSocket } from './render-screen.tsx';
import { resetViewport } from './viewport.ts';

// A screen's code loads the first time a test visits it (lazy routes), which on a busy machine takes seconds; a
// passing test waits only as long as it must.
configure({ asyncUtilTimeout: 10_000 });
// What a browser has and happy-dom has not, for the chart library: computed colours as rgb(), and a 2D context.
reportColorsAsBrowsersDo(window);
blankCanvases(window);

beforeEach(() => {
  fakeApi.install();
  fakeSocket.install();
});

afterEach(() => {
  cleanup();
  // Toasts live in a store outside React: none is carried into the next test.
  notifications.clean();
  const problems = [...fakeApi.takeProblems(), ...fakeSocket.takeProblems()];
  fakeApi.uninstall();
  fakeSocket.uninstall();
  localStorage.clear();
  resetViewport();
  if (problems.length > 0) throw new Error(`The fakes saw:\n- ${problems.join('\n- ')}`);
});
