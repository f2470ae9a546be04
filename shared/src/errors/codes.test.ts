import { ERROR_CODES, ResultCode, errorTextKey } from '@topup/shared/errors';

describe('ResultCode', () => {
  it('keeps the names the server uses', () => {
    expect(ResultCode.SUCCESS).toBe(1);
    expect(ResultCode.UNKNOWN).toBe(0);
    expect(ResultCode.DO_NOT_REPEAT_CLICK).toBe(2);
    expect(ResultCode.MISSING_PARAMETER).toBe(10);
    expect(ResultCode.PARAMETER_ERROR).toBe(11);
    expect(ResultCode.NO_DATA).toBe(12);
    expect(ResultCode.OPERATION_NOT_ALLOWED).toBe(15);
    expect(ResultCode.FUNCTION_UNAVAILABLE).toBe(17);
    expect(ResultCode.SYSTEM_RETRY).toBe(18);
    expect(ResultCode.OPERATION_FAILED).toBe(999);
  });

  it('has no code twice', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBe(Object.keys(ResultCode).length);
  });

  it('covers every server code of spec section 8', () => {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    const spec = [
      0, 1, 2, ...range(10, 20), 999,
      1003, 1004, 1005, 1006, 1008, 1011, 1015, 1017, 1021, 1022, 1027, 1028, 1031, 1036, 1037, 1043, 1044, 1045, 103, 202, 204,
      3011, 3012, 3015, 3016, 3017, 3019, 3020, 3026, 10049, 3031, 3032, ...range(3034, 3046), 3048,
      5007, 5008, 5010, 5011, ...range(5017, 5025),
      4004, 4005, 7003, 7004, 8003, 8004, 8005,
      4006, 4007,
      -5015,
    ];
    expect([...ERROR_CODES].sort((a, b) => a - b)).toEqual([...spec].sort((a, b) => a - b));
  });

  it('builds the text key', () => {
    expect(errorTextKey(ResultCode.RESEND_WAIT)).toBe('error1011');
    expect(errorTextKey(ResultCode.CLIENT_RELOAD_NOTICE)).toBe('error-5015');
  });
});
