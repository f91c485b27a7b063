import { formatIstShort } from '../../../lib/format.js';

/** A moment as the limits and breaks name it: '27 Nov 2026, 2:05 pm IST' ('' when unknown). */
export function istWhen(iso: string | null | undefined): string {
  const text = formatIstShort(iso);
  return text ? `${text} IST` : '';
}
