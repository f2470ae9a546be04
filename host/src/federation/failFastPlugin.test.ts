import { failFastPlugin } from './failFastPlugin';
import { STALL_MS } from './stallWatch';

type ModuleFactoryArgs = Parameters<NonNullable<ReturnType<typeof failFastPlugin>['getModuleFactory']>>[0];
type CreateScriptArgs = Parameters<NonNullable<ReturnType<typeof failFastPlugin>['createScript']>>[0];

describe('failFastPlugin', () => {
  const plugin = failFastPlugin();

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends a remote script that stalls with the error event the runtime listens to', () => {
    const created = plugin.createScript?.({ url: 'https://cdn/remoteEntry.js', attrs: { crossorigin: 'anonymous' } } as CreateScriptArgs);
    const script = (created as { script: HTMLScriptElement }).script;
    expect(script.src).toBe('https://cdn/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    const onError = jest.fn();
    script.addEventListener('error', onError);
    jest.advanceTimersByTime(STALL_MS - 500);
    expect(onError).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaves a remote script alone once it has loaded', () => {
    const created = plugin.createScript?.({ url: 'https://cdn/remoteEntry.js' } as CreateScriptArgs);
    const script = (created as { script: HTMLScriptElement }).script;
    const onError = jest.fn();
    script.addEventListener('error', onError);
    script.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(STALL_MS * 4);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a manifest answered with an error status', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(plugin.fetch?.('https://cdn/mf-manifest.json', {})).rejects.toThrow('HTTP 503');
    expect(fetchMock.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
  });

  it('aborts a manifest fetch once nothing has arrived for a while', async () => {
    let signal: AbortSignal | undefined;
    globalThis.fetch = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => undefined);
    }) as unknown as typeof fetch;
    void plugin.fetch?.('https://cdn/mf-manifest.json', {});
    jest.advanceTimersByTime(STALL_MS + 500);
    expect(signal?.aborted).toBe(true);
  });

  it('gives up on an exposed module that never arrives', async () => {
    const args = {
      remoteEntryExports: { get: () => new Promise(() => undefined), init: jest.fn() },
      expose: './routes',
      moduleInfo: { name: 'topup_catalog' },
    } as unknown as ModuleFactoryArgs;
    const pending = plugin.getModuleFactory?.(args);
    jest.advanceTimersByTime(STALL_MS + 500);
    await expect(pending).rejects.toThrow('stalled');
  });
});
