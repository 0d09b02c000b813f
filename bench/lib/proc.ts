// A server process's memory and CPU time, read from /proc (Linux) rather than asked of the busy server.
import { readFileSync } from 'node:fs';

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Resident set size in bytes, or undefined where /proc is not available. */
export function rssOf(pid: number): number | undefined {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '')?.[1];
  return kb === undefined ? undefined : Number(kb) * 1024;
}

/** CPU seconds (user + system) used so far, or undefined where /proc is not available. */
export function cpuSecondsOf(pid: number): number | undefined {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second).
  const fields = readProc(pid, 'stat')?.split(') ')[1]?.split(' ');
  if (!fields) return undefined;
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Watches processes over a measuring window: CPU seconds spent in it, and the peak RSS sampled once a second. */
export function watchProcesses(pids: number[]) {
  const cpuBefore = pids.map(cpuSecondsOf);
  const peak = pids.map((pid) => rssOf(pid) ?? 0);
  const sample = () =>
    pids.forEach((pid, i) => {
      peak[i] = Math.max(peak[i]!, rssOf(pid) ?? 0);
    });
  const timer = setInterval(sample, 1_000);
  return {
    stop(): Array<{ cpuSeconds: number | undefined; rssPeak: number | undefined }> {
      clearInterval(timer);
      sample();
      return pids.map((pid, i) => {
        const before = cpuBefore[i];
        const after = cpuSecondsOf(pid);
        return {
          cpuSeconds: before === undefined || after === undefined ? undefined : after - before,
          rssPeak: peak[i] || undefined,
        };
      });
    },
  };
}
