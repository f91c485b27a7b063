/**
 * jsdom has no media queries: this answers the app's width queries ('(min-width: 1366px)',
 * '(max-width: 47.99rem)') as a screen `width` CSS pixels wide would (1rem = 16px).
 */
export function setScreenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const limits = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem)\)/g)];
    const matches = limits.length > 0 && limits.every(([, kind, size, unit]) => {
      const px = Number(size) * (unit === 'rem' ? 16 : 1);
      return kind === 'min' ? width >= px : width <= px;
    });
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  }) as unknown as typeof window.matchMedia;
}
