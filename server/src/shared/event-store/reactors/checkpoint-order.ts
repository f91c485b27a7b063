/**
 * Whether `checkpoint` is at or after `target` in the log's commit order (null: the start
 * of the log). Checkpoints are opaque to readers, but every adapter writes them as
 * decimal numbers joined by ':' that order as a tuple: in-memory `<position>`, PostgreSQL
 * `<tx_id>:<global_position>`, KurrentDB `<commit>:<prepare>` (see the README's table).
 */
export function isAtOrPast(checkpoint: string | null, target: string | null): boolean {
  if (target === null) return true;
  if (checkpoint === null) return false;
  const have = parts(checkpoint);
  const want = parts(target);
  if (have.length !== want.length) throw new Error(`Checkpoints ${checkpoint} and ${target} are of different stores`);
  for (let i = 0; i < have.length; i++) {
    if (have[i] !== want[i]) return have[i] > want[i];
  }
  return true;
}

function parts(checkpoint: string): bigint[] {
  if (!/^\d+(:\d+)*$/.test(checkpoint)) throw new Error(`Not an event store checkpoint: ${checkpoint}`);
  return checkpoint.split(':').map(BigInt);
}
