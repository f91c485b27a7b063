import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { measurePixelContrast } from './pixel-contrast.js';

/** WCAG A and AA of 2.0, 2.1 and 2.2: what every page and modal state must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** A small phone and a wide desktop. */
export const WIDTHS = [360, 1920];
/** An open modal: what a scan is limited to while the page behind it is dimmed. */
export const DIALOG = '[role="dialog"]';

/** What axe says when a background defeats it: these are measured from pixels (others, such as overlapping boxes, are not contrast questions). */
const GRADIENT_OR_IMAGE = new Set(['bgGradient', 'bgImage']);

export interface Scan {
  problems: string[];
  /** Elements whose text contrast was read from pixels: proof the pixel check is not blind. */
  pixelChecked: number;
}

/**
 * axe on the page as it is now, or only on the part `within` selects (an open dialog: the
 * page behind it, scanned on its own, is dimmed and inert meanwhile); text axe could not
 * judge (on a gradient or an image) is measured from the pixels.
 */
export async function scan(page: Page, label: string, within?: string): Promise<Scan> {
  // Only violations and what axe could not decide are collected node by node (passes are not
  // listed), which halves the scan of a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations', 'incomplete'] }).withTags(WCAG_TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  const problems = result.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help} :: ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`,
  );
  const review = result.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .filter((n) => n.any.some((check) => GRADIENT_OR_IMAGE.has((check.data as { messageKey?: string } | null)?.messageKey ?? '')))
    .map((n) => n.target.join(' '));
  const measured = await measurePixelContrast(page, review);
  for (const m of measured.filter((m) => m.ratio < m.needed)) {
    problems.push(`${label}: contrast from pixels ${m.ratio}:1 (needs ${m.needed}:1) for "${m.text}" :: ${m.target}`);
  }
  return { problems, pixelChecked: measured.length };
}

/** Script text evaluated in the page (these files are type-checked without the DOM library). */
const SIDEWAYS = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

/**
 * The page as it is now scanned at each of WIDTHS (only `within`, if given: an open dialog,
 * say), and at the small phone's width it must not scroll sideways. The problems found, labelled.
 */
export async function scanAtWidths(page: Page, label: string, within?: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 1080 });
    await page.waitForTimeout(150);
    problems.push(...(await scan(page, `${width}px ${label}`, within)).problems);
    const sideways = (await page.evaluate(SIDEWAYS)) as number;
    if (width === 360 && sideways > 0) problems.push(`360px ${label}: scrolls sideways by ${sideways} px`);
  }
  return problems;
}
