// Parts of every page its first render can do without (toasts' renderer, the loading overlay, the support launcher):
// their code is fetched right after that render, so no page's first load carries it. No timer starts the fetch, so a
// page whose clock a test has frozen still gets them.
import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** Renders `children` (typically React.lazy components) from the second render on. */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={null}>{children}</Suspense> : null;
}
