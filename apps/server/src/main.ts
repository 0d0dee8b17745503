import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { migrateToLatest, openDatabase } from './db/create-db.ts';
import { seedDemo } from './db/seed/demo-seed.ts';

/** The Node.js line the portal is built and tested on (package.json pins it; decision 0064). */
const NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  process.stderr.write(`Node.js ${NODE_MAJOR} or newer is required, this is ${process.version}: run the portal through npm (npm start), which uses the project's own Node.js, or install Node.js ${NODE_MAJOR}.\n`);
  process.exit(1);
}

/** Reads the configuration, opens and migrates the database, listens, and shuts down gracefully. */
const config = loadConfig();
// the pool may report a dropped connection before the app (and its logger) exists
const poolErrors: { log: (e: Error) => void } = { log: () => undefined };
const database = await openDatabase({
  url: config.databaseUrl,
  readUrl: config.databaseReadUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  poolMax: config.poolMax,
  onPoolError: (e) => poolErrors.log(e),
});
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
poolErrors.log = (e) => app.log.warn({ err: e }, 'database connection lost; the pool reconnects');
if (config.jwtSecretIsEphemeral) app.log.warn('JWT_SECRET is not set: a random secret is used and sessions end when the process stops');
if (config.seedDemo && (await seedDemo(database.db))) app.log.info('demo data seeded');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
