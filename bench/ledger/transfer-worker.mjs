// Runs in a worker thread: one loop per client, each POSTing transfers with a fresh Idempotency-Key (and retrying
// every tenth with the same key, which must replay, not move money), recording each request's latency.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

// Plain JavaScript: worker threads do not inherit the tsx loader, so the transfer endpoint's address comes from the
// parent, which reads it from the endpoint's definition.
/** @type {{ url: string, tokens: string[], seconds: number }} */
const { url, tokens, seconds } = workerData;
const until = performance.now() + seconds * 1000;
/** @type {number[]} */
const latencies = [];
let failures = 0;
let replays = 0;
let moved = 0;

async function post(token, body, key) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  latencies.push(performance.now() - started);
  if (envelope.code !== 200) failures += 1;
  return response.headers.get('idempotent-replayed') === 'true';
}

async function client(token) {
  let n = 0;
  while (performance.now() < until) {
    const from = n % 2 === 0 ? 'funding' : 'trading';
    const body = { from, to: from === 'funding' ? 'trading' : 'funding', currency: 'USDT', amount: '1.25' };
    const key = `bench-${randomUUID()}`;
    if (!(await post(token, body, key))) moved += 1;
    if (n % 10 === 0 && (await post(token, body, key))) replays += 1;
    n += 1;
  }
}

await Promise.all(tokens.map((token) => client(token)));
parentPort?.postMessage({ latencies, failures, replays, moved });
