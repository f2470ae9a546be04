import os from 'node:os';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * The machine a run measured on, with its 1-minute load average at that moment: other work on a
 * shared machine moves the numbers, and this says how much there was.
 */
export function machineNow(): string {
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${megabytes(os.totalmem()) >> 10} GiB, Node ${process.version}, load ${load}`;
}

export const today = (): string => new Date().toISOString().slice(0, 10);
