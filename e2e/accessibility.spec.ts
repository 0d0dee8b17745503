import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, readCorrespondence, signIn, type Prefix } from './fixtures';

/**
 * The signed-in screens checked by axe-core (the engine of Lighthouse's accessibility audit) against WCAG 2 A
 * and AA: contrast of every text, lists and labels, on a phone and on a desktop, in each language.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  // the portal's content security policy allows no inline script: axe is evaluated in the page instead
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa'],
      })).violations,
  );
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

for (const prefix of ['ge', 'en', 'ru'] as const satisfies readonly Prefix[]) {
  test(`the home and employees screens pass WCAG 2 AA checks at 390 and 1440 px (${prefix})`, async ({ page }) => {
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['', '/employees']) {
        await page.goto(`/${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        expect(await violations(page), `${path || '/'} at ${width} px`).toEqual([]);
      }
    }
  });
}
