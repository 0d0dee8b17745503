import { loadConfig } from '../config.ts';
import { migrateToLatest, migrator, openDatabase } from './create-db.ts';
import { seedDemo } from './seed/demo-seed.ts';

/** `npm run db:migrate` applies pending migrations; `npm run db:reset` migrates down to nothing, up again and seeds. */
const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === 'migrate') {
    await migrateToLatest(database.db);
    console.log('migrations applied');
  } else if (command === 'reset') {
    const m = migrator(database.db);
    for (;;) {
      const { error, results } = await m.migrateDown();
      if (error) throw error;
      if (!results?.length) break;
    }
    await migrateToLatest(database.db);
    if (config.seedDemo) await seedDemo(database.db);
    console.log('database reset');
  } else {
    console.error('usage: cli.ts migrate|reset');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
