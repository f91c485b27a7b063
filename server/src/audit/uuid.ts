const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of players, admins and runs are uuids: anything else names none, and must not reach a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
