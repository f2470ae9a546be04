import os from 'node:os';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Milliseconds this machine takes for a fixed piece of JavaScript (a hundred million additions):
 * a shared machine is sometimes several times slower than on other days, which moves every time
 * the run measures, ratios aside. The same work, timed in the same run, says how fast it was.
 */
function cpuProbeMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let step = 0; step < 1e8; step += 1) sum += step;
  if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return Math.round(performance.now() - started);
}

/**
 * The machine a run measured on, with its 1-minute load average at that moment and its speed
 * (cpuProbeMs): other work on a shared machine moves the numbers, and this says how much there was.
 */
export function machineNow(): string {
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${megabytes(os.totalmem()) >> 10} GiB, Node ${process.version}, load ${load}, a fixed 1e8-step JavaScript loop in ${cpuProbeMs()} ms`;
}

export const today = (): string => new Date().toISOString().slice(0, 10);
