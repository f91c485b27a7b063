import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** An error as node-postgres raises it: a message, and a SQLSTATE or socket code when there is one. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

/**
 * What the exception filter answers 503 (the database is away: stopped, restarting,
 * unreachable) rather than 500. The messages and codes are those the reliability suite saw
 * while it stopped PostgreSQL under load (tests/reliability/faults-database.rel.spec.ts).
 */
describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server refusing connections', pgError('connect ECONNREFUSED 127.0.0.1:35615', 'ECONNREFUSED')],
    ['a connection cut under a query', pgError('Connection terminated unexpectedly')],
    ['a connect that timed out in the client', pgError('Connection terminated due to connection timeout')],
    ['no free pool connection in time', pgError('timeout exceeded when trying to connect')],
    ['a client broken earlier', pgError('Client has encountered a connection error and is not queryable')],
    ['a fast or immediate shutdown ending the session', pgError('terminating connection due to administrator command', '57P01')],
    ['another backend crashing', pgError('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up', pgError('the database system is starting up', '57P03')],
    ['a server not yet accepting connections', pgError('the database system is not yet accepting connections', '57P03')],
    ['a server shutting down', pgError('the database system is shutting down', '57P03')],
    ['a connection failure', pgError('connection failure', '08006')],
    ['no connection slot left', pgError('sorry, too many clients already', '53300')],
    ['a reset socket', pgError('read ECONNRESET', 'ECONNRESET')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks inside what TypeORM and others wrap: driverError, cause, an AggregateError of several addresses', () => {
    const refused = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], pgError('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('loading the wallet failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused, pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''))).toBe(true);
  });

  it.each([
    ['a failing statement', pgError('relation "nope" does not exist', '42P01')],
    ['a constraint', pgError('duplicate key value violates unique constraint "events_pkey"', '23505')],
    ['a serialization failure (retried elsewhere, not an outage)', pgError('could not serialize access', '40001')],
    ['a statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a domain code that merely looks alike', pgError('nope', 'WALLET.08')],
    ['a string that is no error', 'ECONNREFUSED'],
    ['undefined', undefined],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on an error that is its own cause', () => {
    const error = pgError('odd') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
