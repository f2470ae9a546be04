import { INVITATION_PERIOD_MAX_MONTHS } from '@topup/shared/validation';

export interface Period {
  start: string;
  end: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The longest period the statistics allow, ending today (UTC days, as the server counts them). */
export function defaultPeriod(today = new Date()): Period {
  // A day a shorter month lacks (29 February) rolls over into the next month: still inside the limit.
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - INVITATION_PERIOD_MAX_MONTHS, today.getUTCDate()));
  return { start: day(start), end: day(today) };
}
