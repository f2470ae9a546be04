export * from './contract';
export * from './errors';
export * from './remotes';
export * from './session';
export * from './i18n';
export * from './diagnostics';
