import { databaseUnavailableReason } from './unavailable';

function pgError(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('databaseUnavailableReason', () => {
  it('names a statement timeout, a pool timeout, a server going away and a lost connection', () => {
    expect(databaseUnavailableReason(pgError('57014', 'canceling statement due to statement timeout'))).toBe(
      'statement timed out',
    );
    const poolTimeout = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
      name: 'KnexTimeoutError',
    });
    expect(databaseUnavailableReason(poolTimeout)).toBe('no database connection free in time');
    expect(databaseUnavailableReason(pgError('57P01'))).toBe('database unavailable (57P01)');
    expect(databaseUnavailableReason(pgError('53300'))).toBe('database unavailable (53300)');
    expect(databaseUnavailableReason(pgError('08006'))).toBe('database unavailable (08006)');
  });

  it('leaves bugs and bad data alone: those stay INTERNAL or are the handler’s to map', () => {
    for (const code of ['23505', '42P01', '22P02', 'ECONNREFUSED']) {
      expect(databaseUnavailableReason(pgError(code))).toBeUndefined();
    }
    expect(databaseUnavailableReason(new Error('plain'))).toBeUndefined();
    expect(databaseUnavailableReason('57014')).toBeUndefined();
  });
});
