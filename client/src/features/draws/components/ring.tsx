import type { ReactNode } from 'react';
import { ringTone } from '../model/draw-phase.js';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

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
          strokeDashoffset={CIRCUMFERENCE * Math.min(1, Math.max(0, progress))}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <div className="ring-centre">{children}</div>
    </div>
  );
}
