import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '/work/main/apps/server/src/app.ts';
import { loadConfig } from '/work/main/apps/server/src/config.ts';
import { migrateToLatest, openDatabase } from '/work/main/apps/server/src/db/create-db.ts';
import { seedDemo } from '/work/main/apps/server/src/db/seed/demo-seed.ts';
const config = loadConfig({ ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' });
const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'pensia-prof-')) });
await migrateToLatest(database.db);
await seedDemo(database.db);
const app = await buildApp({ config: { ...config, webDist: '/nonexistent' }, database });
await app.listen({ port: 8098, host: '127.0.0.1' });
const r = await fetch('http://127.0.0.1:8098/api/user/v1/auth/application-user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo-employer', password: 'Demo#2026pass', languageCode: 'ka-ge' }) });
const token = ((await r.json()) as any).result.accessToken;
console.error('TOKEN', token);
const { default: autocannon } = await import('autocannon');
await new Promise((res) => setTimeout(res, 500));
const run = () => autocannon({ url: 'http://127.0.0.1:8098/api/nbo/v1/letters/user/count', connections: 10, duration: 8, headers: { authorization: `Bearer ${token}`, 'x-background-request': 'true' } });
// autocannon in-process would share the loop: spawn instead
import { spawn } from 'node:child_process';
await new Promise<void>((res) => {
  const c = spawn(process.execPath, ['/work/main/node_modules/autocannon/autocannon.js', '-c', '10', '-d', '8', '-H', `authorization=Bearer ${token}`, '-H', 'x-background-request=true', 'http://127.0.0.1:8098/api/nbo/v1/letters/user/count'], { stdio: ['ignore', 'inherit', 'inherit'] });
  c.on('exit', () => res());
});
void run; 
await app.close(); await database.close(); process.exit(0);
