import { parseJsonKeepingLongNumbers, parseResponseText, quoteLongIntegers } from './longNumbers';

describe('parseJsonKeepingLongNumbers', () => {
  it('keeps a top-level 16+ digit integer exactly, as a string', () => {
    expect(parseJsonKeepingLongNumbers('1234567890123456789')).toBe('1234567890123456789');
  });

  it('keeps nested ids in objects and arrays', () => {
    const parsed = parseJsonKeepingLongNumbers(
      '{"code":1,"data":{"id":1790000000000000123,"list":[[9007199254740993,1],{"x":[12345678901234567]}]}}',
    );
    expect(parsed).toEqual({
      code: 1,
      data: { id: '1790000000000000123', list: [['9007199254740993', 1], { x: ['12345678901234567'] }] },
    });
  });

  it('leaves 15-digit integers as numbers', () => {
    expect(parseJsonKeepingLongNumbers('{"a":123456789012345,"b":-999999999999999}')).toEqual({
      a: 123456789012345,
      b: -999999999999999,
    });
  });

  it('quotes negative long integers with their sign', () => {
    expect(parseJsonKeepingLongNumbers('[-1234567890123456789, -1]')).toEqual(['-1234567890123456789', -1]);
  });

  it('leaves digits inside strings untouched, including escaped quotes', () => {
    const json = '{"text":"order 12345678901234567890 \\" 98765432109876543210","n":1234567890123456}';
    expect(parseJsonKeepingLongNumbers(json)).toEqual({
      text: 'order 12345678901234567890 " 98765432109876543210',
      n: '1234567890123456',
    });
  });

  it('leaves keys made of digits and backslash-ending strings alone', () => {
    expect(parseJsonKeepingLongNumbers('{"12345678901234567":"a\\\\","v":12345678901234567}')).toEqual({
      '12345678901234567': 'a\\',
      v: '12345678901234567',
    });
  });

  it('does not touch decimals and exponents', () => {
    expect(quoteLongIntegers('[1.2345678901234567, 12345678901234567e2, 1E+20, 0.5e-3]')).toBe(
      '[1.2345678901234567, 12345678901234567e2, 1E+20, 0.5e-3]',
    );
    expect(parseJsonKeepingLongNumbers('[1.5e3, -2.25]')).toEqual([1500, -2.25]);
  });

  it('handles whitespace and literals around numbers', () => {
    expect(parseJsonKeepingLongNumbers('{ "a" : 12345678901234567 , "b":true,"c":null }')).toEqual({
      a: '12345678901234567',
      b: true,
      c: null,
    });
  });

  it('still rejects invalid JSON', () => {
    expect(() => parseJsonKeepingLongNumbers('{"a": -}')).toThrow(SyntaxError);
  });
});

describe('parseResponseText', () => {
  it('passes non-JSON text and empty bodies through', () => {
    expect(parseResponseText('<html>bad gateway</html>')).toBe('<html>bad gateway</html>');
    expect(parseResponseText('')).toBe('');
    expect(parseResponseText({ already: 'parsed' })).toEqual({ already: 'parsed' });
  });
});
