import { failureReason, RemoteLoadError } from './remoteFailure';
import { noteStalledFile, stalledUnder } from './stallWatch';

const MANIFEST = '/remotes/catalog/0.2.0+abc/mf-manifest.json';
const folder = new URL('/remotes/catalog/0.2.0+abc/', window.location.href).toString();

it('reads a page that throws as a crash and a stall as stalled', () => {
  expect(failureReason(new Error('render failure'), MANIFEST)).toBe('crash');
  expect(failureReason(new RemoteLoadError('catalog', new Error('catalog page / stalled: nothing arrived')), MANIFEST)).toBe('stalled');
  expect(failureReason(new RemoteLoadError('catalog', new Error('x/mf-manifest.json answered HTTP 404')), MANIFEST)).toBe('notFound');
  expect(failureReason(new RemoteLoadError('catalog', new Error('Loading script failed')), MANIFEST)).toBe('network');
});

it('reads a failed entry script as stalled when the page gave up on it as hung', () => {
  noteStalledFile(`${folder}remoteEntry.js`);
  const error = new RemoteLoadError('catalog', new Error('Loading script failed'));
  expect(failureReason(error, '/remotes/catalog/0.1.0/mf-manifest.json')).toBe('network');
  expect(failureReason(error, MANIFEST)).toBe('stalled');
  expect(stalledUnder(folder, true)).toBe(true);
  expect(failureReason(error, MANIFEST)).toBe('network');
});
