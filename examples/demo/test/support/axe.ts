import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DEMO_DIR } from './paths.js';

/** axe-core's WCAG 2.1 level A and AA rule tags. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Options of {@link seriousViolations}. */
export interface ViolationOptions {
  /** A CSS selector: check only that part of the page. Default: the whole page. */
  include?: string;
  /** Screenshot the whole page (else the viewport). Default: true. */
  fullPage?: boolean;
}

/**
 * The critical and serious WCAG 2.1 A/AA violations axe-core finds on the page in the light and
 * the dark colour scheme (`prefers-color-scheme`, emulated), each as
 * "`name`, scheme: rule (impact) help: targets". Each scheme's screenshot goes to
 * `test-results/{name}-{scheme}.png`. The page is left in the light scheme.
 */
export async function seriousViolations(
  page: Page,
  name: string,
  options: ViolationOptions = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a transition: check the theme's, not one halfway there.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({
      path: join(DEMO_DIR, 'test-results', `${name}-${colorScheme}.png`),
      fullPage: options.fullPage ?? true,
    });
    let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
    if (options.include) builder = builder.include(options.include);
    const results = await builder.analyze();
    if (results.passes.length === 0) found.push(`${name}, ${colorScheme}: axe checked nothing`);
    for (const violation of results.violations) {
      if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      found.push(
        `${name}, ${colorScheme}: ${violation.id} (${violation.impact}) ${violation.help}: ${targets}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
