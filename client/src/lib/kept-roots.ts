import { readStoredSession } from './session-storage.js';

/**
 * The ticket roots this app saw announced at close for the rounds its player bought into:
 * a ticket page checks its receipt against the root kept then as well as the server's now,
 * so a ticket set changed after close shows. In localStorage (it must outlive reloads and
 * sign-outs to be of use days later), the latest rounds only, under a key per signed-in
 * player: on a shared phone one player's rounds are neither shown to nor mixed with
 * another's. The key holds a hash of the email, not the email, which sign-out removes.
 */
const PREFIX = 'fairdraw.keptRoots.v1.';
export const KEPT_ROUNDS = 200;

/** Oldest first; a null root: bought into, not yet seen closing. */
type Rounds = [drawId: string, root: string | null][];

function keyOf(): string | null {
  const session = readStoredSession();
  if (session.type !== 'user' || !session.email) return null;
  // FNV-1a: enough to keep players apart on one device; nothing here is secret.
  let hash = 0x811c9dc5;
  for (const char of session.email.trim().toLowerCase()) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return PREFIX + hash.toString(16);
}

function read(key: string): Rounds {
  try {
    const rounds: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(rounds) ? rounds.filter((r): r is Rounds[number] => Array.isArray(r) && typeof r[0] === 'string') : [];
  } catch {
    return [];
  }
}

function update(change: (rounds: Rounds) => Rounds | null): void {
  const key = keyOf();
  if (!key) return;
  const next = change(read(key));
  if (!next) return;
  try {
    localStorage.setItem(key, JSON.stringify(next.slice(-KEPT_ROUNDS)));
  } catch {
    // A full or refused storage keeps nothing new; the ticket page then says it saw no close.
  }
}

/** The player bought tickets in this round: its root is kept when the round is seen closing. */
export function noteRoundBought(drawId: string): void {
  update((rounds) => (rounds.some(([id]) => id === drawId) ? null : [...rounds, [drawId, null]]));
}

export function wasRoundBought(drawId: string): boolean {
  const key = keyOf();
  return !!key && read(key).some(([id]) => id === drawId);
}

/** Keeps the root announced at close; the first one kept stands (a later one is what may have changed). */
export function keepRoot(drawId: string, root: string): void {
  update((rounds) => {
    const at = rounds.findIndex(([id]) => id === drawId);
    if (at >= 0 && rounds[at]![1] !== null) return null;
    return [...rounds.filter(([id]) => id !== drawId), [drawId, root.toLowerCase()]];
  });
}

/** The root kept at close for this round, or null when this app did not see it close. */
export function keptRoot(drawId: string): string | null {
  const key = keyOf();
  return (key && read(key).find(([id]) => id === drawId)?.[1]) || null;
}
