export * from './contract';
export * from './errors';
export * from './remotes';
export * from './platform/session';
export * from './platform/i18n';
export * from './platform/diagnostics';
