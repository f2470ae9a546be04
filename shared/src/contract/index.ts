export { envelopeOf, ok, fail } from './envelope';
export type { Envelope } from './envelope';
export { defineCall, pathPlaceholders } from './defineCall';
export type { CallDefinition, CallAccess, CallRequest, CallResponse, HttpMethod } from './defineCall';
export { healthCall, remotesConfigSchema } from './system';
export type { RemotesConfig } from './system';
export { allCalls } from './registry';
