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

function hideText(node: unknown) {
  const element = node as ProbeElement;
  element.dataset.contrastProbe = element.getAttribute('style') ?? '';
  for (const name of ['color', 'caret-color']) element.style.setProperty(name, 'transparent', 'important');
  element.style.setProperty('text-shadow', 'none', 'important');
}

function showText(node: unknown) {
  const element = node as ProbeElement;
  const kept = element.dataset.contrastProbe;
  if (kept) element.setAttribute('style', kept);
  else element.removeAttribute('style');
  delete element.dataset.contrastProbe;
}

/** Measures each element that axe left for review (gradient or image behind its text). */
export async function measurePixelContrast(page: Page, targets: string[]): Promise<PixelContrast[]> {
  const measured: PixelContrast[] = [];
  for (const target of targets) {
    const element = page.locator(target).first();
    if (!(await element.isVisible().catch(() => false))) continue;
    const seen = await element.evaluate(describe);
    if (!seen.text) continue;
    // Both shots of the same rectangle of the screen, taken while the element stays put (a
    // live countdown or a toast can move the page between them; then it is read again).
    let shots: { withText: PNG; background: Buffer } | null = null;
    for (let attempt = 0; attempt < 3 && !shots; attempt++) {
      // In the middle of the screen: never under the sticky top bar, whose glass would be measured instead.
      await element.evaluate(centre);
      const box = await element.boundingBox();
      if (!box || box.width < 1 || box.height < 1) break;
      const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
      const withText = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled' }));
      await element.evaluate(hideText);
      try {
        const background = await page.screenshot({ clip, animations: 'disabled' });
        const after = await element.boundingBox();
        if (after && Math.abs(after.x - box.x) < 0.5 && Math.abs(after.y - box.y) < 0.5) shots = { withText, background };
      } finally {
        await element.evaluate(showText);
      }
    }
    if (!shots) continue;
    const { withText, background } = shots;
    const png = PNG.sync.read(background);
    if (png.width !== withText.width || png.height !== withText.height) continue;
    const ratios: number[] = [];
    for (let i = 0; i < png.data.length; i += 4) {
      const pixel: Rgb = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      // Only under the glyphs: a rounded ball's corners show the page, not the ball.
      const drawn = Math.abs(withText.data[i]! - pixel[0]) + Math.abs(withText.data[i + 1]! - pixel[1]) + Math.abs(withText.data[i + 2]! - pixel[2]);
      if (drawn < 48) continue;
      // A semi-transparent text colour is what it shows over this pixel.
      const text = seen.color.map((c, k) => Math.round(c * seen.alpha + pixel[k]! * (1 - seen.alpha))) as Rgb;
      ratios.push(contrastRatio(text, pixel));
    }
    if (ratios.length === 0) continue;
    // The glyphs' worst part, not their single worst pixel: the lowest 5% of glyph pixels
    // decides (a stray antialiased pixel at a glyph's edge would otherwise fail good text).
    ratios.sort((a, b) => a - b);
    const worst = ratios[Math.floor(ratios.length * 0.05)]!;
    const large = seen.size >= 24 || (seen.bold && seen.size >= 18.66);
    measured.push({ target, text: seen.text, ratio: Math.round(worst * 100) / 100, needed: large ? 3 : 4.5 });
  }
  return measured;
}
