import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core, the engine of Lighthouse's accessibility audit, run in the page against WCAG 2 A and AA. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Every violation on the page, or only those of the impacts given (e.g. serious and critical), within the
 * elements a selector names when one is given (a dialog).
 */
export async function axeViolations(page: Page, impacts?: readonly string[], within?: string): Promise<string[]> {
  // the portal's content security policy allows no inline script: axe is evaluated in the page instead
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    async (selector) =>
      (await (window as unknown as { axe: { run(ctx: Document | object, o: object): Promise<{ violations: Violation[] }> } }).axe.run(selector ? { include: [[selector]] } : document, {
        runOnly: ['wcag2a', 'wcag2aa'],
      })).violations,
    within ?? null,
  );
  return found
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}
