export { appMeta } from './appMeta';
