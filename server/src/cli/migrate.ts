import { runCommand } from './runCommand';

void runCommand('migrate', (database) => database.migrate());
