import { fillPlaceholders, toFormBody, withApiPrefix } from './url';

describe('withApiPrefix', () => {
  it('adds /api to ordinary paths', () => {
    expect(withApiPrefix('/display/v1/page/info')).toBe('/api/display/v1/page/info');
  });
  it('leaves /oauth and /object paths alone', () => {
    expect(withApiPrefix('/oauth/token')).toBe('/oauth/token');
    expect(withApiPrefix('/object/upload/sign')).toBe('/object/upload/sign');
  });
  it('leaves absolute URLs alone', () => {
    expect(withApiPrefix('https://cdn.example.com/config.json')).toBe('https://cdn.example.com/config.json');
    expect(withApiPrefix('//cdn.example.com/x.json')).toBe('//cdn.example.com/x.json');
  });
});

describe('fillPlaceholders', () => {
  it('fills braces from the payload and removes those keys', () => {
    expect(fillPlaceholders('/display/v1/product/getSkusByGroupId/{groupId}', { groupId: 'a b', lang: 'ru' })).toEqual({
      path: '/display/v1/product/getSkusByGroupId/a%20b',
      rest: { lang: 'ru' },
    });
  });
  it('throws when a placeholder has no value', () => {
    expect(() => fillPlaceholders('/x/{id}', {})).toThrow('Missing path parameter "id"');
  });
});

describe('toFormBody', () => {
  it('form-encodes, repeating array keys and skipping undefined', () => {
    expect(toFormBody({ grant_type: 'refresh_token', a: [1, 2], skip: undefined, s: 'x&y' })).toBe(
      'grant_type=refresh_token&a=1&a=2&s=x%26y',
    );
  });
});
