import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** What an email is for: one per sender the demo configures. */
export type EmailType =
  | 'verify-email'
  | 'reset-password'
  | 'change-email'
  | 'delete-account'
  | 'organization-invitation'
  | 'new-device'
  | 'two-factor-code'
  | 'magic-link'
  | 'email-otp'
  // `phoneNumber()`'s codes: the demo's stand-in for an SMS provider, `to` is the number.
  | 'phone-otp';

/** One email as the dev mailer records it: a line of the outbox file. */
export interface OutboxEmail {
  /** What the email is for. */
  type: EmailType;
  to: string;
  subject: string;
  /** The link the user would click. */
  url: string;
  /**
   * The token inside that link, so scripts and tests need not parse the URL (for an
   * invitation: its id).
   */
  token: string;
  /** ISO 8601 time the email was "sent". */
  sentAt: string;
}

/** What {@link DevMailer.sendEmail} takes: an email without its timestamp. */
export type EmailMessage = Omit<OutboxEmail, 'sentAt'>;

/** Options of {@link createDevMailer}. */
export interface DevMailerOptions {
  /** JSON-lines file to append to; its folder is created on first send. */
  outboxPath: string;
  /** Where the readable copy goes. Default: `console.log`. */
  print?: (text: string) => void;
  /** Clock, for tests. Default: `() => new Date()`. */
  now?: () => Date;
}

/** A mailer that delivers nowhere: see {@link createDevMailer}. */
export interface DevMailer {
  /** Prints the email and appends it to the outbox; resolves once the line is written. */
  sendEmail(message: EmailMessage): Promise<OutboxEmail>;
}

/**
 * Creates the demo's development mailer. Instead of sending, it prints a readable block to the
 * console (so you can click the link) and appends one JSON line per email to the outbox file
 * (so scripts and end-to-end tests can read it back, see {@link readOutbox}).
 *
 * @example
 * const mailer = createDevMailer({ outboxPath: '.data/outbox.jsonl' });
 * await mailer.sendEmail({ type: 'verify-email', to: 'ada@example.com',
 *   subject: 'Verify your email', url: 'http://localhost:3000/verify?token=abc', token: 'abc' });
 */
export function createDevMailer(options: DevMailerOptions): DevMailer {
  const print = options.print ?? console.log;
  const now = options.now ?? (() => new Date());
  return {
    async sendEmail(message) {
      const email: OutboxEmail = {
        type: message.type,
        to: message.to,
        subject: message.subject,
        url: message.url,
        token: message.token,
        sentAt: now().toISOString(),
      };
      await mkdir(dirname(options.outboxPath), { recursive: true });
      // One appendFile call per email: a single small O_APPEND write, so concurrent sends
      // never interleave inside a line.
      await appendFile(options.outboxPath, `${JSON.stringify(email)}\n`, 'utf8');
      print(formatEmail(email));
      return email;
    },
  };
}

/**
 * Reads the outbox file back, oldest first. A missing file is an empty outbox; a line that is
 * not valid JSON (a write cut short by a crash) is skipped rather than failing the whole read.
 *
 * @example
 * const [first] = await readOutbox('.data/outbox.jsonl');
 */
export async function readOutbox(outboxPath: string): Promise<OutboxEmail[]> {
  let text: string;
  try {
    text = await readFile(outboxPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const emails: OutboxEmail[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      emails.push(JSON.parse(line) as OutboxEmail);
    } catch {
      // Partial line: see the doc comment.
    }
  }
  return emails;
}

/** The console rendering: aligned fields in a box, the link on its own line so it stays clickable. */
function formatEmail(email: OutboxEmail): string {
  const rule = '─'.repeat(60);
  return [
    `┌${rule}`,
    `│ ✉  ${email.subject}  (${email.type})`,
    `│ To:      ${email.to}`,
    `│ Sent:    ${email.sentAt}`,
    `│ Link:    ${email.url}`,
    `└${rule}`,
  ].join('\n');
}
