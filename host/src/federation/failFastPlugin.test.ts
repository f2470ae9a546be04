import { failFastPlugin, REMOTE_STEP_TIMEOUT_MS } from './failFastPlugin';

type ModuleFactoryArgs = Parameters<NonNullable<ReturnType<typeof failFastPlugin>['getModuleFactory']>>[0];

describe('failFastPlugin', () => {
  const plugin = failFastPlugin();

  it('gives remote scripts a short timeout', () => {
    expect(plugin.createScript?.({ url: 'https://cdn/remoteEntry.js' })).toEqual({ timeout: REMOTE_STEP_TIMEOUT_MS });
  });

  it('rejects a manifest answered with an error status', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(plugin.fetch?.('https://cdn/mf-manifest.json', {})).rejects.toThrow('HTTP 503');
    expect(fetchMock.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up on an exposed module that never arrives', async () => {
    jest.useFakeTimers();
    const args = {
      remoteEntryExports: { get: () => new Promise(() => undefined), init: jest.fn() },
      expose: './routes',
      moduleInfo: { name: 'topup_catalog' },
    } as unknown as ModuleFactoryArgs;
    const pending = plugin.getModuleFactory?.(args);
    jest.advanceTimersByTime(REMOTE_STEP_TIMEOUT_MS + 1);
    await expect(pending).rejects.toThrow('timed out');
    jest.useRealTimers();
  });
});
