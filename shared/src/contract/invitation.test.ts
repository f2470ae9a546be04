import { checkInvitationPeriod } from '@topup/shared/validation';
import { defaultInvitationPeriod } from './invitation';

describe('the default invitation period', () => {
  it('is the twelve months ending today, in UTC days', () => {
    expect(defaultInvitationPeriod(new Date('2026-11-28T23:30:00Z'))).toEqual({ start: '2025-11-28', end: '2026-11-28' });
    expect(defaultInvitationPeriod(new Date('2026-11-28T00:10:00+03:00'))).toEqual({ start: '2025-11-27', end: '2026-11-27' });
  });

  it('rolls a day a shorter month lacks into the next month, and stays within the limit', () => {
    const period = defaultInvitationPeriod(new Date('2028-02-29T12:00:00Z'));
    expect(period).toEqual({ start: '2027-03-01', end: '2028-02-29' });
    expect(checkInvitationPeriod(period.start, period.end)).toBeNull();
  });
});
