import { describe, expect, it } from '@jest/globals';
import { KEPT_ROUNDS, keepRoot, keptRoot, noteRoundBought, wasRoundBought } from './kept-roots.js';
import { clearStoredSession, storeUserSession } from './session-storage.js';

const ROOT_A = 'aa'.repeat(32);
const ROOT_B = 'bb'.repeat(32);
const keys = () => Object.keys(localStorage).filter((k) => k.startsWith('fairdraw.keptRoots.'));

describe('the roots kept at close', () => {
  it('keeps the first root of a round bought into; a later, different one does not replace it', () => {
    storeUserSession('t', 'asha@example.com', true);
    noteRoundBought('3h-r1');
    expect(wasRoundBought('3h-r1')).toBe(true);
    expect(keptRoot('3h-r1')).toBeNull();
    keepRoot('3h-r1', ROOT_A.toUpperCase());
    keepRoot('3h-r1', ROOT_B);
    expect(keptRoot('3h-r1')).toBe(ROOT_A);
  });

  it('is kept per player under a versioned key without the email, and outlives a sign-out', () => {
    storeUserSession('t', 'Asha@Example.com', true);
    keepRoot('3h-r1', ROOT_A);
    expect(keys()).toHaveLength(1);
    expect(keys()[0]).toMatch(/^fairdraw\.keptRoots\.v1\.[0-9a-f]+$/);
    clearStoredSession();
    // Signed out, nothing stored names the player.
    expect(Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`).join(' ')).not.toMatch(/asha/i);
    expect(keptRoot('3h-r1')).toBeNull();
    // Another player on the same phone sees none of it, and keeps their own apart.
    storeUserSession('t2', 'ravi@example.com', true);
    expect(keptRoot('3h-r1')).toBeNull();
    expect(wasRoundBought('3h-r1')).toBe(false);
    keepRoot('3h-r1', ROOT_B);
    expect(keys()).toHaveLength(2);
    // The first player, signed in again (the same email however written), finds theirs.
    storeUserSession('t3', 'asha@example.com', true);
    expect(keptRoot('3h-r1')).toBe(ROOT_A);
  });

  it(`keeps the latest ${KEPT_ROUNDS} rounds`, () => {
    storeUserSession('t', 'asha@example.com', true);
    for (let i = 0; i <= KEPT_ROUNDS; i++) keepRoot(`3h-r${i}`, ROOT_A);
    expect(keptRoot('3h-r0')).toBeNull();
    expect(keptRoot('3h-r1')).toBe(ROOT_A);
    expect(keptRoot(`3h-r${KEPT_ROUNDS}`)).toBe(ROOT_A);
    expect(JSON.parse(localStorage.getItem(keys()[0]!)!)).toHaveLength(KEPT_ROUNDS);
  });

  it('keeps nothing without a signed-in player, and survives a damaged entry', () => {
    keepRoot('3h-r1', ROOT_A);
    expect(keys()).toHaveLength(0);
    storeUserSession('t', 'asha@example.com', true);
    keepRoot('3h-r1', ROOT_A);
    localStorage.setItem(keys()[0]!, '{not json');
    expect(keptRoot('3h-r1')).toBeNull();
    keepRoot('3h-r2', ROOT_B);
    expect(keptRoot('3h-r2')).toBe(ROOT_B);
  });
});
