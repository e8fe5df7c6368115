import type { ClientResult } from '@portcullis/core/client';
import { describe, expect, it } from 'vitest';
import { collectAuditEvents, csvField, toAuditCsv } from './audit-csv.js';
import type { AuditEvent, AuditEventsPage } from './audit-events-store.js';

const event = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: '01jx0000000000000000000001',
  type: 'sign-in.success',
  actorUserId: 'u1',
  userId: 'u1',
  organizationId: null,
  sessionId: 's1',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  outcome: 'success',
  metadata: { method: 'email' },
  createdAt: new Date('2026-03-04T09:40:00.000Z'),
  ...overrides,
});

describe('csvField', () => {
  it('leaves plain text alone and writes null as nothing, dates as ISO, objects as JSON', () => {
    expect(csvField('sign-in.success')).toBe('sign-in.success');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2026-03-04T09:40:00Z'))).toBe('2026-03-04T09:40:00.000Z');
    expect(csvField({ method: 'email' })).toBe('"{""method"":""email""}"');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvField('Chrome, on Linux')).toBe('"Chrome, on Linux"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('neutralises a cell a spreadsheet would run: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('neutralises and quotes a formula that also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });
});

describe('toAuditCsv', () => {
  it('writes a header and one CRLF-ended row per event, every field in order', () => {
    const csv = toAuditCsv([
      event(),
      event({
        id: '01jx0000000000000000000000',
        type: 'sign-in.failure',
        outcome: 'failure',
        userId: null,
        actorUserId: null,
        userAgent: '=cmd|" /C calc"!A0',
        metadata: { method: 'email', reason: 'invalid, credentials' },
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,createdAt,type,outcome,userId,actorUserId,organizationId,sessionId,ipAddress,userAgent,metadata',
      '01jx0000000000000000000001,2026-03-04T09:40:00.000Z,sign-in.success,success,u1,u1,,s1,203.0.113.7,Mozilla/5.0,"{""method"":""email""}"',
      '01jx0000000000000000000000,2026-03-04T09:40:00.000Z,sign-in.failure,failure,,,,s1,203.0.113.7,"\'=cmd|"" /C calc""!A0","{""method"":""email"",""reason"":""invalid, credentials""}"',
      '',
    ]);
  });
});

describe('collectAuditEvents', () => {
  /** A log of `count` events served 100 (or `limit`) at a time, newest first, like the server. */
  function pagedLog(count: number) {
    const all = Array.from({ length: count }, (_, i) =>
      event({ id: String(count - i).padStart(26, '0') }),
    );
    const calls: Array<{ cursor: string | undefined; limit: number }> = [];
    const fetchPage = async (
      cursor: string | undefined,
      limit: number,
    ): Promise<ClientResult<AuditEventsPage>> => {
      calls.push({ cursor, limit });
      const start = cursor ? all.findIndex((e) => e.id === cursor) + 1 : 0;
      const events = all.slice(start, start + limit);
      const more = start + limit < all.length;
      return { data: { events, nextCursor: more ? events.at(-1)!.id : null }, error: null };
    };
    return { all, calls, fetchPage };
  }

  it('follows the cursor to the end, 100 at a time', async () => {
    const log = pagedLog(250);
    const progress: number[] = [];
    const result = await collectAuditEvents(log.fetchPage, 10_000, (n) => progress.push(n));
    expect(result).toEqual({ events: log.all, truncated: false, error: null });
    expect(log.calls.map((c) => c.limit)).toEqual([100, 100, 100]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the bound with the newest events and says it was cut short', async () => {
    const log = pagedLog(250);
    const result = await collectAuditEvents(log.fetchPage, 120);
    expect(result.events).toEqual(log.all.slice(0, 120));
    expect(result.truncated).toBe(true);
    expect(log.calls.map((c) => c.limit)).toEqual([100, 21]);
  });

  it('is not cut short when the log ends exactly at the bound', async () => {
    const exact = await collectAuditEvents(pagedLog(100).fetchPage, 100);
    expect([exact.events.length, exact.truncated]).toEqual([100, false]);
    const more = await collectAuditEvents(pagedLog(101).fetchPage, 100);
    expect([more.events.length, more.truncated]).toEqual([100, true]);
  });

  it('keeps what it has and returns the error that stopped it', async () => {
    const log = pagedLog(150);
    const error = { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Boom' };
    let calls = 0;
    const result = await collectAuditEvents(async (cursor, limit) => {
      calls++;
      return calls === 2 ? { data: null, error } : log.fetchPage(cursor, limit);
    }, 1_000);
    expect(result).toEqual({ events: log.all.slice(0, 100), truncated: false, error });
  });
});
