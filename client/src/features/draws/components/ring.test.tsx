import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { ARC_STEP, arcOffset, Ring } from './ring.js';

const FULL = 2 * Math.PI * 52;
const offsetShown = (progress: number) => {
  const { container, unmount } = render(<Ring progress={progress}>x</Ring>);
  const value = Number(container.querySelector('.ring-arc')!.getAttribute('stroke-dashoffset'));
  unmount();
  return value;
};

describe('the timer ring (issue 14: no repaint for an invisible move)', () => {
  it('keeps the arc still while a 3-hour phase moves it less than a step', () => {
    const phase = 3 * 3600;
    const at = (second: number) => offsetShown(second / phase);
    // Second by second the exact offset changes by 0.03 units; the one drawn changes only at a step.
    const drawn = Array.from({ length: 60 }, (_, second) => at(1800 + second));
    expect(new Set(drawn).size).toBeLessThanOrEqual(1 + Math.ceil((60 * FULL) / phase / ARC_STEP));
    expect(new Set(drawn).size).toBeGreaterThan(1);
  });

  it('is never more than half a step from the exact arc, from full to empty', () => {
    for (let i = 0; i <= 1000; i++) {
      const progress = i / 1000;
      expect(Math.abs(arcOffset(progress) - FULL * progress)).toBeLessThanOrEqual(ARC_STEP / 2 + 1e-9);
    }
    expect(offsetShown(-0.5)).toBe(0);
    expect(Math.abs(offsetShown(2) - FULL)).toBeLessThanOrEqual(ARC_STEP / 2);
  });
});
