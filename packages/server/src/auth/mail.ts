/**
 * Mail adapter: the portal says what to send; an adapter delivers it. Every mail is recorded in the
 * outbox table, so that in demo mode (no SMTP server) an administrator can read what was "sent".
 */
import nodemailer from 'nodemailer';
import type { Drizzle } from '../db/client.js';
import { mailOutbox } from './tables.js';

export type Mail = { to: string; subject: string; text: string };

export type MailAdapter = {
  readonly transport: 'outbox' | 'smtp';
  /** Delivers the mail (nothing to do for the outbox); throws when delivery fails. */
  deliver: (mail: Mail) => Promise<void>;
};

/** Demo mode and tests: mails only land in the outbox table. */
export const outboxMailer: MailAdapter = { transport: 'outbox', deliver: async () => undefined };

/** The app's mail adapter per database (app.ts sets it), for modules that mail from a hook. */
const mailers = new WeakMap<object, MailAdapter>();
export const setMailerFor = (database: object, mailer: MailAdapter): void => void mailers.set(database, mailer);
export const mailerFor = (database: object): MailAdapter => mailers.get(database) ?? outboxMailer;

export type SmtpOptions = { host: string; port: number; secure?: boolean; user?: string; pass?: string; from: string; ignoreTLS?: boolean };

export function smtpMailer(o: SmtpOptions): MailAdapter {
  const t = nodemailer.createTransport({
    host: o.host,
    port: o.port,
    secure: o.secure ?? false,
    ignoreTLS: o.ignoreTLS ?? false,
    ...(o.user ? { auth: { user: o.user, pass: o.pass ?? '' } } : {}),
  });
  return {
    transport: 'smtp',
    deliver: async (m) => {
      await t.sendMail({ from: o.from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/** SMTP from the environment (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM), else the outbox. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): MailAdapter {
  if (!env.SMTP_HOST) return outboxMailer;
  return smtpMailer({
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? 587),
    secure: env.SMTP_SECURE === '1',
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    from: env.MAIL_FROM ?? 'no-reply@thaco.com.vn',
  });
}

/** Records the mail, then delivers it; a delivery failure is kept on the outbox row, not thrown. */
export async function sendMail(db: Drizzle, adapter: MailAdapter, mail: Mail, now: Date): Promise<{ id: number; isSent: boolean }> {
  let error: string | null = null;
  try {
    await adapter.deliver(mail);
  } catch (e) {
    error = String((e as Error).message ?? e).slice(0, 500);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject.slice(0, 255),
      body_text: mail.text,
      transport: adapter.transport,
      sent_at: error ? null : now,
      error,
      created_date: now,
    })
    .returning({ id: mailOutbox.id });
  return { id: Number(row?.id), isSent: error === null };
}
