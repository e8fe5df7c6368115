import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.js';

describe('describeError', () => {
  it('gives the message and code of each link of the cause chain, on one line', () => {
    const terminated = Object.assign(
      new Error('terminating connection\ndue to administrator command'),
      { code: '57P01', severity: 'FATAL', client: { connectionParameters: { user: 'app' } } },
    );
    const failure = new Error('The PostgreSQL pool lost an idle connection', { cause: terminated });
    expect(describeError(failure)).toBe(
      'The PostgreSQL pool lost an idle connection; cause: terminating connection due to administrator command (code 57P01)',
    );
  });

  it('does not repeat a code the message already says', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104 });
    expect(describeError(reset)).toBe('read ECONNRESET');
  });

  it("describes an AggregateError by its errors (Node's connect to a host with two addresses)", () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' });
    const error = Object.assign(
      new AggregateError([refused('::1:5432'), refused('127.0.0.1:5432')]),
      {
        code: 'ECONNREFUSED',
      },
    );
    expect(describeError(error)).toBe(
      'connect ECONNREFUSED ::1:5432, connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('survives cycles, non-errors and errors without a message', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(describeError(a)).toBe('a; cause: b');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(Object.assign(new TypeError(''), { code: 42 }))).toBe(
      'TypeError (code 42)',
    );
  });
});
