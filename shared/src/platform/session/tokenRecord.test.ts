import { clearTokenRecord, isOverdue, loadStoredAccessToken, loadTokenRecord, saveTokenRecord } from './tokenRecord';

const record = { access_token: 'at', refresh_token: 'rt', create_time: 1_000_000, expires_in: 3600 };

beforeEach(() => localStorage.clear());

describe('token record', () => {
  it('is saved to, loaded from and cleared from local storage', () => {
    saveTokenRecord(record);
    expect(localStorage.getItem('intl-access_token')).not.toBeNull();
    expect(loadTokenRecord()).toEqual(record);
    expect(loadStoredAccessToken()).toBe('at');
    clearTokenRecord();
    expect(loadTokenRecord()).toBeUndefined();
    expect(loadStoredAccessToken()).toBe('');
  });

  it('is overdue when it expires in under 10 minutes', () => {
    const expiry = record.create_time + 3600 * 1000;
    expect(isOverdue(record, expiry - 10 * 60 * 1000 - 1)).toBe(false);
    expect(isOverdue(record, expiry - 10 * 60 * 1000)).toBe(false);
    expect(isOverdue(record, expiry - 10 * 60 * 1000 + 1)).toBe(true);
    expect(isOverdue(record, expiry + 5)).toBe(true);
  });
});
