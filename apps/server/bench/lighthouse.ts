import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startPortal } from '../src/test/portal-process.ts';
import { signInDemoEmployer } from './demo-session.ts';

/**
 * Lighthouse on the portal as a user runs it: the web app built, the server started as `npm start` starts it
 * (embedded database, demo data, the default logging, to a file), Chromium from CHROMIUM_PATH or
 * /usr/bin/chromium. The sign-in page, and the home and employees screens of the signed-in demo employer, on
 * Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) and its desktop profile, three runs each;
 * each figure is the median of its three. With LIGHTHOUSE_REPORTS set to a folder, each run's whole report is
 * written there as JSON (screen, profile and run in its name), to see where a figure's time went.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = 3;

export interface LighthouseFigures {
  screen: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the machine's CPU speed during the run (`environment.benchmarkIndex`): its mobile
   * profile slows the CPU four times whatever the machine, so the same build blocks longer on a slower or busier
   * machine, and TBT compared between runs needs this beside it.
   */
  benchmarkIndex: number;
}

const SCREENS = [
  { screen: 'sign-in', path: '/ge/login', signedIn: false },
  { screen: 'home', path: '/ge/', signedIn: true },
  { screen: 'employees', path: '/ge/employees', signedIn: true },
] as const;

/** Puts a fresh session of the demo employer in the browser's storage for the portal, as the app keeps it. */
async function storeSession(chromePort: number, base: string): Promise<void> {
  const tokens = await signInDemoEmployer(base);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/health/live`);
    await page.evaluate(
      (session) =>
        (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem(
          'pensia.session',
          session,
        ),
      JSON.stringify({ ...tokens, isAdmin: false, expiresAt: Date.now() + 3_600_000 }),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function measureLighthouse(logFile: string): Promise<LighthouseFigures[]> {
  // the web app as `npm start` builds it
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web app did not build');

  const log = openSync(logFile, 'a');
  // as `npm start -w apps/server` runs it: no LOG_LEVEL, no NODE_ENV, its own embedded database
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pensia-bench-lh-')) };
  delete env.LOG_LEVEL;
  delete env.NODE_ENV;
  const portal = await startPortal({ port: await freePort(), env, output: log });
  const { base } = portal;
  try {
    // a browser of its own for each run, as Lighthouse's command line starts one
    const launch = () =>
      chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
    const figures: LighthouseFigures[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const screen of SCREENS) {
        const runs: LighthouseFigures[] = [];
        // a run whose trace Lighthouse could not read (NO_NAVSTART, now and then with a new Chromium) is taken again
        for (let run = 0, failed = 0; run < RUNS; run++) {
          const chrome = await launch();
          let lhr;
          try {
            if (screen.signedIn) await storeSession(chrome.port, base);
            const flags: Flags = {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              // the signed-in screens need the session put in storage above
              disableStorageReset: screen.signedIn,
            };
            lhr = (
              await lighthouse(`${base}${screen.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined)
            )?.lhr;
          } finally {
            chrome.kill();
          }
          if (!lhr) throw new Error(`Lighthouse gave no result for ${screen.path}`);
          const reports = process.env.LIGHTHOUSE_REPORTS;
          if (reports) {
            mkdirSync(reports, { recursive: true });
            writeFileSync(path.join(reports, `${screen.screen}-${formFactor}-${run + failed}.json`), JSON.stringify(lhr));
          }
          if (lhr.runtimeError) {
            if (++failed > RUNS) throw new Error(`Lighthouse on ${screen.path}: ${lhr.runtimeError.message}`);
            run--;
            continue;
          }
          runs.push({
            screen: screen.screen,
            formFactor,
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
          });
        }
        figures.push({
          screen: screen.screen,
          formFactor,
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          cls: median(runs.map((r) => r.cls)),
          benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
        });
      }
    }
    return figures;
  } finally {
    await portal.stop();
  }
}
