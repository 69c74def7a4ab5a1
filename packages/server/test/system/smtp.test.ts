/**
 * The SMTP mail adapter against a real SMTP server started here on 127.0.0.1: a forgotten
 * password mail arrives with a working reset code, and the outbox records it as sent.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { smtpMailer } from '../../src/auth/mail.js';
import { migrate } from '../../src/db/migrate.js';
import { ADMIN_PASSWORD, preparedDatabase } from '../harness.js';

type Received = { to: string[]; raw: string };

describe('SMTP mail adapter', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
    const fresh = await preparedDatabase('pglite');
    drop = fresh.drop;
    await migrate(fresh.database);
    app = await buildApp({
      database: fresh.database,
      jwtSecret: 'test-secret-test-secret-test-secret',
      mailer: smtpMailer({ host: '127.0.0.1', port, ignoreTLS: true, from: 'portal@thaco.test' }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await drop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset code, which then resets the password', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/forget-password', payload: { username: 'staff' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['staff@thaco.com.vn']);
    const body = (received[0]?.raw ?? '').replace(/=\r?\n/g, '');
    expect(body).toContain('Subject: Reset your THACO portal password');
    const code = /reset code is: ([A-Za-z0-9_-]{20,})/.exec(body)?.[1];
    expect(code).toBeTruthy();
    const reset = await app.inject({ method: 'POST', url: '/api/v1/user/reset-password', payload: { token: code, password: 'Mat-Khau-Moi-2026' } });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'staff', password: 'Mat-Khau-Moi-2026' } });
    expect(login.statusCode).toBe(200);
    const admin = JSON.parse((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } })).body)
      .data.accessToken;
    const outbox = JSON.parse((await app.inject({ method: 'GET', url: '/api/v1/mail-outbox', headers: { authorization: `Bearer ${admin}` } })).body);
    expect(outbox.data.items[0]).toMatchObject({ transport: 'smtp', to_address: 'staff@thaco.com.vn', error: null });
    expect(outbox.data.items[0].sent_at).toBeTruthy();
  });

  it('a delivery failure is reported by the adapter (and kept on the outbox row by sendMail)', async () => {
    const broken = smtpMailer({ host: '127.0.0.1', port: 1, from: 'portal@thaco.test' });
    await expect(broken.deliver({ to: 'x@thaco.test', subject: 's', text: 't' })).rejects.toBeTruthy();
  });
});
