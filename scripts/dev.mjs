// Development with hot reload: the API server restarts on change; each app runs its Vite dev server, proxying /api.
import { spawn } from 'node:child_process';

const procs = [
  ['api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts']],
  ['trade', 'npm', ['run', 'dev', '-w', 'apps/trade']],
  ['portal', 'npm', ['run', 'dev', '-w', 'apps/portal']],
  ['admin', 'npm', ['run', 'dev', '-w', 'apps/admin']],
].map(([name, cmd, args]) => {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `.padEnd(9);
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
});

console.log(
  'trade http://localhost:5173/  portal http://localhost:5174/portal/  admin http://localhost:5175/admin/  api http://localhost:8080/api/docs',
);
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
