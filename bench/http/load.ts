import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Responses other than 2xx, connection errors and timeouts: a run with any of them measured something else. */
  failures: number;
}

/**
 * Drives `url` with autocannon from a worker thread, so the load generator does not share the event loop of a server
 * running in this process. A short warm-up run lets the JIT settle first; its figures are discarded.
 */
export async function measure(url: string, headers: Record<string, string>, options: LoadOptions): Promise<LoadResult> {
  const base = { url, headers, connections: options.connections, workers: 1 };
  if (options.warmupSeconds > 0) await autocannon({ ...base, duration: options.warmupSeconds });
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
