import { storage, STORAGE_PREFIX } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('prefixes keys with intl- and writes { type, content, timestamp }', () => {
    storage.set('invite_code', 'ABC', 'local', 1234);
    expect(STORAGE_PREFIX).toBe('intl-');
    expect(JSON.parse(localStorage.getItem('intl-invite_code') ?? '')).toEqual({
      type: 'string',
      content: 'ABC',
      timestamp: 1234,
    });
  });

  it('uses session storage by default and local storage when the type is given', () => {
    storage.set('a', 1);
    storage.set('b', 2, 'local');
    expect(sessionStorage.getItem('intl-a')).not.toBeNull();
    expect(localStorage.getItem('intl-a')).toBeNull();
    expect(localStorage.getItem('intl-b')).not.toBeNull();
    expect(storage.get('a')).toBe(1);
    expect(storage.get('b')).toBeUndefined();
    expect(storage.get('b', 'local')).toBe(2);
  });

  it('gives values back with their type and tags each type', () => {
    const values: [unknown, string][] = [
      [42, 'number'],
      ['text', 'string'],
      [true, 'boolean'],
      [{ id: 'x' }, 'object'],
      [[1, 2], 'array'],
      [null, 'null'],
    ];
    values.forEach(([value, tag], index) => {
      storage.set(`k${index}`, value);
      expect(storage.get(`k${index}`)).toEqual(value);
      expect(storage.getEntry(`k${index}`)?.type).toBe(tag);
    });
  });

  it('removes items and returns undefined for missing ones', () => {
    storage.set('gone', 'x', 'local');
    storage.remove('gone', 'local');
    expect(storage.get('gone', 'local')).toBeUndefined();
    expect(localStorage.getItem('intl-gone')).toBeNull();
  });

  it('reads an item someone stored as plain text', () => {
    localStorage.setItem('intl-legacy', 'plain');
    expect(storage.get('legacy', 'local')).toBe('plain');
  });
});
