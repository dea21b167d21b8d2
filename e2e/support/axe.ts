import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules and best practices) on one element of a page or
 * frame and returns its violations, each with the selectors of the offending nodes. `skipRules`
 * turns off rules that judge something other than the embed.
 */
export async function axeViolations(target: Page | Frame, selector: string, skipRules: readonly string[] = []): Promise<AxeViolation[]> {
  // Its 650 KB are compiled once per document (some 250 ms each time), not once per check.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(AXE_SOURCE);
  return target.evaluate(async ({ context, skip }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    // Every row of a long form drawn while axe reads it: it reads the layout of every element, and
    // a row the browser skips (out of view) would be laid out again for each read, at some 10 s
    // more on the 200-field form. Its contrast is judged as it is drawn.
    const drawEverything = new CSSStyleSheet();
    drawEverything.replaceSync('*{content-visibility:visible!important}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, drawEverything];
    const result = await axe
      .run(document.querySelector(context), {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
      })
      .finally(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== drawEverything)));
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, { context: selector, skip: [...skipRules] });
}
