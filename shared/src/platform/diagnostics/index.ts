export { registerRuntimePart } from './runtimeRegistry';
export type { RuntimePart } from './runtimeRegistry';
