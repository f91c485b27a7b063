import type { ReactNode } from 'react';
import { ringTone } from '../model/draw-phase.js';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/**
 * The arc moves in steps of a quarter of a unit of the 120-unit box (under half a pixel on a
 * phone). A 3-hour phase moves it 0.03 units a second: drawn exactly, each second's change
 * started the arc's 0.9 s transition again, and the phone repainted the ring on nearly every
 * frame for a movement no one could see (issue 14).
 */
export const ARC_STEP = 0.25;

/** The arc's dash offset for a progress from 0 (all left) to 1 (none left), in whole steps. */
export function arcOffset(progress: number): number {
  return Math.round((CIRCUMFERENCE * Math.min(1, Math.max(0, progress))) / ARC_STEP) * ARC_STEP;
}

/**
 * The timer's ring: the arc left is the time left in the phase, and its colour steps at
 * 25, 50 and 75 percent of the phase gone (spec section 4).
 */
export function Ring({ progress, children }: { progress: number; children: ReactNode }) {
  const tone = ringTone(progress);
  return (
    <div className={`ring ring-${tone}`} data-tone={tone}>
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="ring-track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="ring-arc"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={arcOffset(progress)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <div className="ring-centre">{children}</div>
    </div>
  );
}
