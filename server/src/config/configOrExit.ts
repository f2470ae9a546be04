import { ConfigError, loadConfig, type AppConfig } from './config';

/** For entry points: a bad environment ends the process with a readable message, not a stack. */
export function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
