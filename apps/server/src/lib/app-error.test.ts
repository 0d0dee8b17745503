import { describe, expect, it } from 'vitest';
import { AppError, isDatabaseUnavailable } from './app-error.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown (terminated backend)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['cannot connect now', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['a statement cut by the statement time-out', withCode('57014', 'canceling statement due to statement timeout')],
    ['a lock not had in time', withCode('55P03', 'canceling statement due to lock timeout')],
    ['a connection exception class 08', withCode('08006')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg: pool timeout', new Error('timeout exceeded when trying to connect')],
    ['server starting up', new Error('the database system is starting up')],
    ['Kysely: closed handle', new Error('driver has already been destroyed')],
    ['PGlite: closed', new Error('PGlite is closed')],
    ['PGlite: closing', new Error('PGlite is closing')],
    ['pg: ended pool', new Error('Cannot use a pool after calling end on the pool')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s is unavailability', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error at or near')],
    ['a plain error', new Error('something else')],
    ['an AppError', new AppError('NOT_FOUND')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('AppError', () => {
  it('takes the default status of its code unless told otherwise', () => {
    expect(new AppError('NOT_FOUND').status).toBe(404);
    expect(new AppError('INVALID_CREDENTIALS').status).toBe(200);
    expect(new AppError('DATA_NOT_CHANGED', { status: 422 }).status).toBe(422);
  });
});
