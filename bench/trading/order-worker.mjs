// Runs in a worker thread: one loop per client, each POSTing market orders (buy, then sell, of one share) with a
// fresh Idempotency-Key, retrying every tenth with the same key (which must replay, not trade again), recording each
// request's latency. Plain JavaScript: worker threads do not inherit the tsx loader.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, tokens: string[], seconds: number, symbol: string, leverage: number }} */
const { url, tokens, seconds, symbol, leverage } = workerData;
const until = performance.now() + seconds * 1000;
/** @type {number[]} */
const latencies = [];
let failures = 0;
let replays = 0;
let moved = 0;
/** @type {string[]} */
const errors = [];

async function post(token, body, key) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  latencies.push(performance.now() - started);
  if (envelope.code !== 200) {
    failures += 1;
    if (errors.length < 5) errors.push(envelope.msg);
  }
  return response.headers.get('idempotent-replayed') === 'true';
}

async function client(token) {
  let n = 0;
  while (performance.now() < until) {
    const body = { symbol, type: 'market', side: n % 2 === 0 ? 'buy' : 'sell', quantity: 1, leverage };
    const key = `bench-${randomUUID()}`;
    if (!(await post(token, body, key))) moved += 1;
    if (n % 10 === 0 && (await post(token, body, key))) replays += 1;
    n += 1;
  }
}

await Promise.all(tokens.map((token) => client(token)));
parentPort?.postMessage({ latencies, failures, replays, moved, errors });
