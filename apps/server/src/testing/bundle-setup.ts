// Vitest's global set-up for the server tests: names this run's server bundle (built on first use by
// server-process.ts, once per run rather than a TypeScript loader compiling the server at every process start) and
// removes it when the run ends.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's server bundle is (or will be) written. */
    serverBundle: string;
  }
}

export default function setup(project: TestProject) {
  // Beside the real one, where Node finds the packages it leaves external; a name of its own per run (the projects
  // share it).
  const bundle = join(dirname(SERVER_BUNDLE), `test-run-${process.pid}.mjs`);
  project.provide('serverBundle', bundle);
  return () => {
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  };
}
