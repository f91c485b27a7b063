import { drawPeriod, LETTERS, NUMBERS_PER_TICKET, type PeriodId } from '@draws/draw-periods';

/** n uniformly random 32-bit words (the browser's CSPRNG; tests pass their own). */
export type RandomWords = (n: number) => Uint32Array;

export const cryptoWords: RandomWords = (n) => crypto.getRandomValues(new Uint32Array(n));

const RANGE = 2 ** 32;

/** A uniform integer in [0, n): words past the last whole multiple of n are drawn again, so no value is favoured. */
export function randomBelow(n: number, words: RandomWords = cryptoWords): number {
  const limit = RANGE - (RANGE % n);
  for (;;) {
    const word = words(1)[0]!;
    if (word < limit) return word % n;
  }
}

export interface Pick {
  numbers: number[];
  letter: string | null;
}

/** Five distinct numbers from the period's range (and a letter for weekly), each uniformly chosen. */
export function quickPick(period: PeriodId, words: RandomWords = cryptoWords): Pick {
  const { minNumber, maxNumber, hasLetter } = drawPeriod(period);
  const pool = Array.from({ length: maxNumber - minNumber + 1 }, (_, i) => minNumber + i);
  const numbers: number[] = [];
  // A partial Fisher-Yates shuffle: each draw takes one of the numbers not yet taken.
  for (let i = 0; i < NUMBERS_PER_TICKET; i++) {
    const j = i + randomBelow(pool.length - i, words);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    numbers.push(pool[i]!);
  }
  return { numbers, letter: hasLetter ? LETTERS[randomBelow(LETTERS.length, words)]! : null };
}
