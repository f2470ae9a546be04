import { logoutLocally, onLogout, restoreSession, saveUserInfo, signIn } from './lifecycle';
import { isSignedIn, sessionStore } from './sessionStore';
import { storage } from './storage';
import { loadTokenRecord } from './tokenRecord';

const record = { access_token: 'at', refresh_token: 'rt', create_time: 1, expires_in: 3600 };

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ accessToken: '', userInfo: null });
});

describe('session lifecycle', () => {
  it('restores the access token and user info kept in local storage (survives a reload)', () => {
    storage.set('access_token', 'kept', 'local');
    storage.set('user_info', { id: '1790000000000000123', nickname: 'n' }, 'local');
    restoreSession();
    expect(sessionStore.getState().accessToken).toBe('kept');
    expect(sessionStore.getState().userInfo).toEqual({ id: '1790000000000000123', nickname: 'n' });
    expect(isSignedIn(sessionStore.getState())).toBe(true);
  });

  it('signIn stores the tokens and signs the store in', () => {
    signIn(record);
    expect(sessionStore.getState().accessToken).toBe('at');
    expect(loadTokenRecord()).toEqual(record);
  });

  it('logoutLocally clears tokens, user info and token data, and tells listeners', () => {
    const listener = jest.fn();
    const stop = onLogout(listener);
    signIn(record);
    saveUserInfo({ id: 7 });
    logoutLocally();
    stop();
    expect(sessionStore.getState().accessToken).toBe('');
    expect(sessionStore.getState().userInfo).toBeNull();
    expect(isSignedIn(sessionStore.getState())).toBe(false);
    expect(loadTokenRecord()).toBeUndefined();
    expect(storage.get('user_info', 'local')).toBeUndefined();
    expect(storage.get('access_token', 'local')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    logoutLocally();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the instanceId export', () => {
    expect(sessionStore.getState().instanceId).toMatch(/^[a-z0-9]+$/);
  });
});
