import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * Text contrast where axe cannot judge it (issue 14): on gradients and images axe reports
 * "needs review" instead of a result. For each such element this takes two screenshots,
 * with its text and with the text made transparent; where they differ are the glyphs, and
 * the second shows what lies behind each of them. The text's colour is compared with the
 * background under every glyph pixel and the lowest 5% decide, as a reader meets the text
 * on the lightest (or darkest) part of the gradient. Large text (24 px, or 18.66 px
 * bold) needs 3:1, other text 4.5:1 (WCAG 1.4.3).
 */
export interface PixelContrast {
  target: string;
  text: string;
  ratio: number;
  needed: number;
}

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The page's side (these files are type-checked without the DOM library, hence the narrow types). */
interface ProbeElement {
  textContent: string | null;
  style: { setProperty(name: string, value: string, priority: string): void };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  dataset: Record<string, string | undefined>;
}
type Styles = { color: string; fontSize: string; fontWeight: string };

function describe(node: unknown) {
  const element = node as ProbeElement;
  const style = (globalThis as unknown as { getComputedStyle(e: unknown): Styles }).getComputedStyle(element);
  const parts = (style.color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
  return {
    color: parts.slice(0, 3) as Rgb,
    alpha: parts.length > 3 ? parts[3]! : 1,
    size: parseFloat(style.fontSize),
    bold: Number(style.fontWeight) >= 700,
    text: (element.textContent ?? '').trim().slice(0, 40),
  };
}

function centre(node: unknown) {
  (node as { scrollIntoView(options: { block: string; inline: string }): void }).scrollIntoView({ block: 'center', inline: 'center' });
}

type Seen = ReturnType<typeof describe>;
interface Box { x: number; y: number; width: number; height: number }

/** The ratio the glyphs' worst part reaches, from two images of the same box (with and without the text). */
function glyphRatio(seen: Seen, withText: PNG, background: PNG, box: Box): number | null {
  if (withText.width !== background.width || withText.height !== background.height) return null;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(background.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(background.height, Math.ceil(box.y + box.height));
  const ratios: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * background.width + x) * 4;
      const pixel: Rgb = [background.data[i]!, background.data[i + 1]!, background.data[i + 2]!];
      // Only under the glyphs: a rounded ball's corners show the page, not the ball.
      const drawn = Math.abs(withText.data[i]! - pixel[0]) + Math.abs(withText.data[i + 1]! - pixel[1]) + Math.abs(withText.data[i + 2]! - pixel[2]);
      if (drawn < 48) continue;
      // A semi-transparent text colour is what it shows over this pixel.
      const text = seen.color.map((c, k) => Math.round(c * seen.alpha + pixel[k]! * (1 - seen.alpha))) as Rgb;
      ratios.push(contrastRatio(text, pixel));
    }
  }
  if (ratios.length === 0) return null;
  // The glyphs' worst part, not their single worst pixel: the lowest 5% of glyph pixels
  // decides (a stray antialiased pixel at a glyph's edge would otherwise fail good text).
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.05)]!;
}

function result(target: string, seen: Seen, ratio: number): PixelContrast {
  const large = seen.size >= 24 || (seen.bold && seen.size >= 18.66);
  return { target, text: seen.text, ratio: Math.round(ratio * 100) / 100, needed: large ? 3 : 4.5 };
}

/** In the page: numbers each target's first match (functions run in the page carry no closures). */
function markTargets(targets: string[]) {
  const doc = (globalThis as unknown as { document: { querySelector(s: string): ProbeElement | null } }).document;
  const marked: { id: number; target: string }[] = [];
  const unreadable: string[] = [];
  targets.forEach((target, id) => {
    try {
      const element = doc.querySelector(target);
      if (!element || element.getAttribute('data-contrast-id') !== null) return;
      element.setAttribute('data-contrast-id', String(id));
      marked.push({ id, target });
    } catch {
      // Not a selector the page's querySelector reads: measured alone, by Playwright's locator.
      unreadable.push(target);
    }
  });
  return { marked, unreadable };
}

/**
 * In the page: brings the first of the waiting elements to the middle of the screen and lists
 * every waiting element now wholly on screen and on top (the sticky top bar, a toast or a
 * scroll box's edge cover none of it), with its box.
 */
function onScreen(waiting: number[]) {
  type El = { getBoundingClientRect(): Box; contains(other: unknown): boolean; scrollIntoView(o: object): void };
  const win = globalThis as unknown as { innerWidth: number; innerHeight: number; document: { querySelector(s: string): El | null; elementFromPoint(x: number, y: number): unknown } };
  const find = (id: number) => win.document.querySelector(`[data-contrast-id="${id}"]`);
  find(waiting[0]!)?.scrollIntoView({ block: 'center', inline: 'center' });
  const shown: { id: number; box: Box }[] = [];
  for (const id of waiting) {
    const element = find(id);
    if (!element) continue;
    const r = element.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.x < 0 || r.y < 0 || r.x + r.width > win.innerWidth || r.y + r.height > win.innerHeight) continue;
    const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]];
    const onTop = points.every(([fx, fy]) => {
      const hit = win.document.elementFromPoint(r.x + r.width * fx!, r.y + r.height * fy!);
      return hit !== null && (element === hit || element.contains(hit));
    });
    if (onTop) shown.push({ id, box: { x: r.x, y: r.y, width: r.width, height: r.height } });
  }
  return shown;
}

function boxesOf(ids: number[]) {
  const doc = (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): Box } | null } }).document;
  return ids.map((id) => {
    const r = doc.querySelector(`[data-contrast-id="${id}"]`)?.getBoundingClientRect();
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  });
}

/** In the page: makes the text of these elements transparent (no shadow), or shows it again as it was. */
function setTextHidden([ids, hidden]: [number[], boolean]) {
  const doc = (globalThis as unknown as { document: { querySelector(s: string): ProbeElement | null } }).document;
  for (const id of ids) {
    const element = doc.querySelector(`[data-contrast-id="${id}"]`);
    if (!element) continue;
    if (hidden) {
      element.dataset.contrastProbe = element.getAttribute('style') ?? '';
      for (const name of ['color', 'caret-color']) element.style.setProperty(name, 'transparent', 'important');
      element.style.setProperty('text-shadow', 'none', 'important');
    } else {
      const kept = element.dataset.contrastProbe;
      if (kept) element.setAttribute('style', kept);
      else element.removeAttribute('style');
      delete element.dataset.contrastProbe;
    }
  }
}

function unmark() {
  const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<ProbeElement> } }).document;
  for (const element of doc.querySelectorAll('[data-contrast-id]')) element.removeAttribute('data-contrast-id');
}

const same = (a: Box | null, b: Box) => a !== null && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.width - b.width) < 0.5;

/**
 * Measures each element that axe left for review (gradient or image behind its text).
 * A screen at a time: every waiting element wholly on screen and on top is taken from the same
 * two screenshots (all their texts shown, then all made transparent). An element that no
 * screen shows whole, or that moved between the two shots (a live countdown, a toast), is
 * measured alone, in the middle of the screen.
 */
export async function measurePixelContrast(page: Page, targets: string[]): Promise<PixelContrast[]> {
  const marked: { id: number; target: string; seen: Seen }[] = [];
  const alone: number[] = [];
  const { marked: found, unreadable } = await page.evaluate(markTargets, targets);
  for (const { id, target } of found) {
    const element = page.locator(`[data-contrast-id="${id}"]`);
    if (!(await element.isVisible())) continue;
    const seen = await element.evaluate(describe);
    if (seen.text) marked.push({ id, target, seen });
  }
  const byId = new Map(marked.map((m) => [m.id, m]));
  const measured = new Map<number, PixelContrast>();
  try {
    let waiting = marked.map((m) => m.id);
    while (waiting.length > 0) {
      const shown = await page.evaluate(onScreen, waiting);
      if (!shown.some((s) => s.id === waiting[0])) alone.push(waiting[0]!);
      if (shown.length > 0) {
        const ids = shown.map((s) => s.id);
        const withText = PNG.sync.read(await page.screenshot({ animations: 'disabled' }));
        // Screenshot pixels per CSS pixel (1 unless the context sets a device scale).
        const scale = withText.width / (page.viewportSize()?.width ?? withText.width);
        await page.evaluate(setTextHidden, [ids, true] as [number[], boolean]);
        let background: PNG;
        let after: (Box | null)[];
        try {
          background = PNG.sync.read(await page.screenshot({ animations: 'disabled' }));
          after = await page.evaluate(boxesOf, ids);
        } finally {
          await page.evaluate(setTextHidden, [ids, false] as [number[], boolean]);
        }
        shown.forEach(({ id, box }, k) => {
          if (!same(after[k]!, box)) return void alone.push(id);
          const ratio = glyphRatio(byId.get(id)!.seen, withText, background, { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale });
          if (ratio !== null) measured.set(id, result(byId.get(id)!.target, byId.get(id)!.seen, ratio));
        });
      }
      const done = new Set([...shown.map((s) => s.id), waiting[0]!]);
      waiting = waiting.filter((id) => !done.has(id));
    }
  } finally {
    await page.evaluate(unmark);
  }
  // Each id is waiting once: it is measured from a screen's shots or put here, never both.
  for (const id of alone) {
    const one = await measureAlone(page, byId.get(id)!.target);
    if (one) measured.set(id, one);
  }
  const results = marked.filter((m) => measured.has(m.id)).map((m) => measured.get(m.id)!);
  for (const target of unreadable) {
    const one = await measureAlone(page, target);
    if (one) results.push(one);
  }
  return results;
}

/** One element in the middle of the screen, its two shots of its own box. */
async function measureAlone(page: Page, target: string): Promise<PixelContrast | null> {
  const element = page.locator(target).first();
  if (!(await element.isVisible().catch(() => false))) return null;
  const seen = await element.evaluate(describe);
  if (!seen.text) return null;
  const ALONE = -1;
  await element.evaluate((node, id) => (node as ProbeElement).setAttribute('data-contrast-id', String(id)), ALONE);
  try {
    return await shootAlone(page, element, seen, target, ALONE);
  } finally {
    await page.evaluate(unmark);
  }
}

/**
 * Both shots of the same rectangle of the screen, taken while the element stays put (a live
 * countdown or a toast can move the page between them; then it is read again).
 */
async function shootAlone(page: Page, element: ReturnType<Page['locator']>, seen: Seen, target: string, id: number): Promise<PixelContrast | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // In the middle of the screen: never under the sticky top bar, whose glass would be measured instead.
    await element.evaluate(centre);
    const box = await element.boundingBox();
    if (!box || box.width < 1 || box.height < 1) return null;
    const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
    const withText = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled' }));
    await page.evaluate(setTextHidden, [[id], true] as [number[], boolean]);
    let background: PNG;
    let after: Box | null;
    try {
      background = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled' }));
      after = await element.boundingBox();
    } finally {
      await page.evaluate(setTextHidden, [[id], false] as [number[], boolean]);
    }
    if (!same(after, box)) continue;
    const ratio = glyphRatio(seen, withText, background, { x: 0, y: 0, width: background.width, height: background.height });
    return ratio === null ? null : result(target, seen, ratio);
  }
  return null;
}
