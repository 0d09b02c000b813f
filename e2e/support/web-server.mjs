// The server the browser journeys drive (playwright.config.ts starts it): the real one, from its sources, on the
// embedded database, or, when E2E_DATABASE_URL names a PostgreSQL server (CI sets it), on a new database there named
// for the port, made empty at start and dropped when the run ends.
import { spawn } from 'node:child_process';
import pg from 'pg';

const serverUrl = process.env.E2E_DATABASE_URL;
const name = `e2e_${process.env.PORT ?? 'default'}`;

async function asAdmin(statement) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

let databaseUrl = '';
if (serverUrl) {
  await asAdmin(`drop database if exists ${name} with (force)`);
  await asAdmin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  if (serverUrl) await asAdmin(`drop database if exists ${name} with (force)`).catch(() => {});
  process.exit(code ?? (signal ? 1 : 0));
});
