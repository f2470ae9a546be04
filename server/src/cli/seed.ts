import { seedDatabase } from '../../seed/seedDatabase';
import { runCommand } from './runCommand';

// Seeding needs the tables, so the migrations come first (both steps are idempotent).
void runCommand('seed', async (database) => {
  await database.migrate();
  await seedDatabase(database, undefined, undefined, { always: true });
});
