import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailer, type EmailMessage, readOutbox } from '../server/mailer.js';

const message: EmailMessage = {
  type: 'verify-email',
  to: 'ada@example.com',
  subject: 'Verify your email',
  url: 'http://localhost:3000/api/auth/verify-email?token=tok_1',
  token: 'tok_1',
};

describe('dev mailer', () => {
  let dir: string;
  let outboxPath: string;
  let printed: string[];
  const now = () => new Date('2026-01-02T03:04:05.000Z');

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portcullis-mailer-'));
    // A folder that does not exist yet: the mailer must create it.
    outboxPath = join(dir, 'nested', 'outbox.jsonl');
    printed = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('appends exactly one JSON line per email, with sentAt', async () => {
    const mailer = createDevMailer({ outboxPath, now, print: (text) => printed.push(text) });
    await mailer.sendEmail(message);
    await mailer.sendEmail({ ...message, type: 'reset-password', token: 'tok_2' });

    const lines = (await readFile(outboxPath, 'utf8')).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({ ...message, sentAt: '2026-01-02T03:04:05.000Z' });
    expect(JSON.parse(lines[1]!)).toMatchObject({ type: 'reset-password', token: 'tok_2' });
  });

  it('records only the documented fields', async () => {
    const mailer = createDevMailer({ outboxPath, now, print: () => {} });
    await mailer.sendEmail({ ...message, html: '<p>not stored</p>' } as typeof message);
    const [line] = (await readFile(outboxPath, 'utf8')).split('\n');
    expect(Object.keys(JSON.parse(line!))).toEqual([
      'type',
      'to',
      'subject',
      'url',
      'token',
      'sentAt',
    ]);
  });

  it('prints a readable block with the recipient, subject and link', async () => {
    const mailer = createDevMailer({ outboxPath, now, print: (text) => printed.push(text) });
    await mailer.sendEmail(message);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To:      ada@example.com');
    expect(printed[0]).toContain('Verify your email');
    expect(printed[0]).toContain(`Link:    ${message.url}`);
  });

  it('readOutbox returns emails oldest first and [] when nothing was sent', async () => {
    expect(await readOutbox(outboxPath)).toEqual([]);
    const mailer = createDevMailer({ outboxPath, now, print: () => {} });
    await mailer.sendEmail(message);
    await mailer.sendEmail({ ...message, to: 'grace@example.com' });
    expect((await readOutbox(outboxPath)).map((email) => email.to)).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
  });

  it('readOutbox skips a line cut short by a crash', async () => {
    const mailer = createDevMailer({ outboxPath, now, print: () => {} });
    await mailer.sendEmail(message);
    await writeFile(outboxPath, '{"type":"verify-em', { flag: 'a' });
    expect(await readOutbox(outboxPath)).toHaveLength(1);
  });
});
