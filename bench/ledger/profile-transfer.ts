// Profiling aid for the transfer path: runs a few transfers through the real API on a throw-away PostgreSQL database
// with every statement logged, then prints the statements one transfer made (from the server log) and their count.
// `node --import tsx bench/ledger/profile-transfer.ts postgres://postgres@127.0.0.1:5432/postgres [server-log-path]`
import { readFileSync, statSync } from 'node:fs';
import { startLedgerServer } from './ledger-server.ts';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const logPath = process.argv[3] ?? '/var/log/postgresql/postgresql-15-main.log';

const target = await startLedgerServer(
  { kind: 'postgres', url, settings: { log_statement: 'all', log_lock_waits: 'on' } },
  2,
);
const post = (key: string) =>
  fetch(`${target.base}/api/money/transfers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: target.tokens[0]!, 'Idempotency-Key': key },
    body: JSON.stringify({ from: 'funding', to: 'trading', currency: 'USDT', amount: '1.25' }),
  }).then((r) => r.json());
await post(`profile-warm-${Date.now()}`);
const before = statSync(logPath).size;
await post(`profile-${Date.now()}`);
await new Promise((r) => setTimeout(r, 1500));
const log = readFileSync(logPath).subarray(before).toString('utf8');
const lines = log.split('\n').filter((l) => /@bench_ledger_\w+ /.test(l) && /LOG:\s+(statement|execute)/.test(l));
// The server's background jobs (leases, the trading engine's sweeps) share the log: their statements are left out.
const transfer = lines.filter((l) => !/job_leases|from "trade_(orders|positions|fills)"/.test(l));
for (const line of transfer) console.log(line.replace(/^.*?LOG:\s+/, '').slice(0, 160));
console.log(`\nstatements for one transfer (the session look-up included): ${transfer.length}`);
await target.close();
process.exit(0);
