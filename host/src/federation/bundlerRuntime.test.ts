import { provideBundlerRuntime, remoteEntryErrorCodes } from './bundlerRuntime';

test('the remotes find the glue and the error codes on the globals their entries read', () => {
  provideBundlerRuntime();
  const globals = globalThis as Record<string, unknown>;
  expect(globals._FEDERATION_ERROR_CODES).toBe(remoteEntryErrorCodes);
  expect(Object.values(remoteEntryErrorCodes).every(Boolean)).toBe(true);
  const glue = Object.values(globals._FEDERATION_BUNDLER_RUNTIME as Record<string, unknown>);
  expect(glue.length).toBeGreaterThan(0);
  expect(glue.every((value) => typeof value === 'function')).toBe(true);
});
