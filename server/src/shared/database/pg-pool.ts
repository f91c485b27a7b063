/**
 * Injection token for the raw `pg.Pool` (the TypeORM data source's own pool), used where
 * one statement must do the work of several (event appends, set-based settlement).
 */
export const PG_POOL = Symbol('PG_POOL');
