import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { freePort, startPortal } from '../apps/server/src/test/portal-process.ts';
import { DEMO, locale, readCorrespondence, signIn, tr } from './fixtures';

/**
 * A new version deployed while a browser has the old one open (section 8): the screens' code comes in chunks
 * named by their content's hash, so after a deployment the open page asks for chunk names that are gone. The
 * page reloads once, gets the new version's names and shows the screen asked for; the user stays signed in.
 *
 * The portal runs here in a process of its own, serving a copy of the build. The "deployment" stops it,
 * gives every hashed asset of the copy a new name (as a build of changed code does; the files that name them
 * change, and their compressed copies are made again) and starts the portal again on the same port and data.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const builtWeb = path.join(repoRoot, 'apps/web/dist');

test.describe.configure({ timeout: 180_000 });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Gives every hashed asset of the build in `dist` a new name, rewrites the files that name them and makes
 * their compressed copies again. Answers the old names with their new ones.
 */
function deployNewVersion(dist: string): Map<string, string> {
  const assets = path.join(dist, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    const hashed = /^(?<stem>.+-)(?<hash>[A-Za-z0-9_-]{8})(?<ext>\.(?:js|css|woff2?))$/.exec(name)?.groups;
    if (hashed) renamed.set(name, `${hashed.stem}${hashed.hash!.slice(0, 4)}next${hashed.ext}`);
  }
  expect(renamed.size, 'the build has hashed assets').toBeGreaterThan(10);
  const compressed = new Set(filesUnder(dist).filter((f) => /\.(br|gz)$/.test(f)).map((f) => f.replace(/\.(br|gz)$/, '')));
  for (const file of filesUnder(dist)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  for (const [from, to] of renamed) renameSync(path.join(assets, from), path.join(assets, to));
  const pattern = new RegExp([...renamed.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'g');
  for (const file of filesUnder(dist)) {
    if (!/\.(js|css|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(pattern, (name) => renamed.get(name)!);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  for (const before of compressed) {
    const dir = path.dirname(before);
    const base = path.basename(before);
    const file = path.join(dir, renamed.get(base) ?? base);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes));
    writeFileSync(`${file}.br`, brotliCompressSync(bytes));
  }
  return renamed;
}

test('a page open on the old version reloads once on a chunk of the old version and shows the screen of the new one', async ({ browser }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'pensia-deploy-'));
  const dist = path.join(work, 'dist');
  cpSync(builtWeb, dist, { recursive: true });
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: dist,
    SEED_DEMO: '1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  // the portal's output, kept with the test's results
  const output = openSync(test.info().outputPath('portal.log'), 'a');
  let portal = await startPortal({ port, env, output });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.employer, 'en');
    await readCorrespondence(page);
    const oldEntry = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
    expect(oldEntry).toBeTruthy();
    // the balance screen's code is not loaded yet: its link is in the menu
    const balanceLink = page.getByRole('link', { name: tr(locale('en', 'layout'), 'menu.detailedBalance'), exact: true });
    await expect(balanceLink).toBeVisible();

    await portal.stop();
    const renamed = deployNewVersion(dist);
    portal = await startPortal({ port, env, output });

    const missing: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404 && res.url().includes('/assets/')) missing.push(path.basename(new URL(res.url()).pathname));
    });
    let documents = 0;
    page.on('load', () => documents++);
    await balanceLink.click();

    await expect(page).toHaveURL(/\/en\/detailed-balance$/);
    await expect(page.getByRole('heading', { level: 1, name: tr(locale('en', 'balance'), 'title') })).toBeVisible({ timeout: 20_000 });
    // the old version's chunk was asked for and was gone; the page then reloaded once, onto the new version
    expect(missing.length, 'a chunk of the old version was asked for').toBeGreaterThan(0);
    for (const name of missing) expect(renamed.has(name), `${name} is an old version's name`).toBe(true);
    expect(documents).toBe(1);
    const newEntry = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
    expect(newEntry).toBe(`/assets/${renamed.get(path.basename(oldEntry!))}`);
    // still signed in, and the reload guard is cleared for the next deployment
    await expect(balanceLink).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('pensia.chunkReloaded'))).toBeNull();
  } finally {
    await context.close();
    await portal.stop();
    closeSync(output);
    rmSync(work, { recursive: true, force: true });
  }
});
