import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationBody } from './helpers/application';
import { createTestApp, type TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-26T21:00:00.000Z');
const PASSWORD = 'smtp-password-never-logged';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}

/** A local SMTP server on a free loopback port that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('bad login'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (the mail goes after the answer). */
async function eventually(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('applications by e-mail (SMTP_URL, APPLICATIONS_NOTIFY)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  const appWith = async (smtpUrl: string) => {
    const t: TestApp = await createTestApp(
      {
        SMTP_URL: smtpUrl,
        APPLICATIONS_NOTIFY: 'sales@example.by, office@example.by',
        ADMIN_ORIGIN: 'https://console.example.by',
      },
      { now: () => NOW, applicationMailRetryMs: [20, 20] },
    );
    cleanups.push(() => t.close());
    return t;
  };
  const submit = (t: TestApp, change: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: applicationBody(NOW, change),
      remoteAddress: '10.0.0.1',
    });

  it('e-mails each application that is not spam to every address', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await appWith(`smtp://robot%40example.by:${PASSWORD}@127.0.0.1:${smtp.port}`);

    expect((await submit(t, { website: 'spam' })).statusCode).toBe(201);
    expect((await submit(t)).statusCode).toBe(201);
    await eventually(() => smtp.received.length >= 1);
    // The spam one is never sent (give it the time it would have taken).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.user).toBe('robot@example.by');
    expect(mail!.from).toBe('robot@example.by');
    expect(mail!.to).toEqual(['sales@example.by', 'office@example.by']);
    const text = mail!.data;
    expect(text).toMatch(/^Reply-To: ivan@example\.by/m);
    expect(text).toMatch(/^Subject: /m);
    const body = Buffer.from(text.split('\r\n\r\n')[1]!, 'base64').toString('utf8');
    expect(body).toContain('Заявка A-2026-000002');
    expect(body).toContain('Компания: ООО «Топливо и Ко»');
    expect(body).toContain('УНП: 190123456');
    expect(body).toContain('Интересы: топливные карты, программное обеспечение');
    expect(body).toContain('https://console.example.by/adminDashboard/applications?open=2');
    expect(JSON.stringify(t.logs)).not.toContain(PASSWORD);
  });

  it('sends visitor text as quoted, inert data: the console link from the configuration is the only link', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await appWith(`smtp://robot%40example.by:${PASSWORD}@127.0.0.1:${smtp.port}`);
    const fake = 'https://console.example.by/adminDashboard/applications?open=99';
    expect(
      (
        await submit(t, {
          product: '//evil.example/adminDashboard',
          company: 'Console.example.by',
          contact: 'javascript:alert(1)',
          region: 'www.evil.by',
          message: `Срочно откройте ${fake}\nили mailto:boss@evil.by, или 10.0.0.1/x\n<a href="http://evil.by">консоль</a>`,
        })
      ).statusCode,
    ).toBe(201);
    await eventually(() => smtp.received.length >= 1);
    const data = smtp.received[0]!.data;
    // One text part: no HTML part where a link could be drawn.
    expect(data).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(data).not.toMatch(/text\/html/i);
    const body = Buffer.from(data.split('\r\n\r\n')[1]!, 'base64').toString('utf8');
    // The configured link, on its own line, is the one thing a mail program can link.
    const links = body.match(
      /[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|[^\s[\]]+@[^\s[\]]+|[\w-]+\.[a-z]{2,}\S*/gi,
    );
    expect(links).toEqual(['https://console.example.by/adminDashboard/applications?open=1']);
    expect(body).toContain(`> Сообщение:\n> Срочно откройте https[:]//console[.]example[.]by/`);
    expect(body).toContain('> или mailto[:]boss[@]evil[.]by, или 10[.]0[.]0[.]1/x');
    expect(body).toContain('> Компания: Console[.]example[.]by');
    expect(body).toContain('> Контактное лицо: javascript[:]alert(1)');
    expect(body).toContain('> Электронная почта: ivan[@]example[.]by');
    expect(body).toContain('> Страница: //evil[.]example/adminDashboard');
    // Every line of the visitor's is quoted.
    expect(body).toContain('> <a href="http[:]//evil[.]by">консоль</a>');
    // Replies still go to the visitor's real address.
    expect(data).toMatch(/^Reply-To: ivan@example\.by/m);
  });

  it('answers the visitor at once when the mail server is down, retries and logs it', async () => {
    const gone = await startSmtp();
    await gone.close();
    const t = await appWith(`smtp://robot:${PASSWORD}@127.0.0.1:${gone.port}`);

    const response = await submit(t);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ reference: 'A-2026-000001' });
    await eventually(() =>
      t.logs.some((line) => line.msg === 'application not e-mailed, giving up'),
    );
    const tries = t.logs.filter((line) => String(line.msg).startsWith('application not e-mailed'));
    expect(tries.map((line) => line.attempt)).toEqual([1, 2, 3]);
    expect(tries[0]).toMatchObject({ application: 'A-2026-000001', level: 40 });
    expect(tries[2]).toMatchObject({ level: 50 });
    expect(JSON.stringify(t.logs)).not.toContain(PASSWORD);
    expect(await t.db.scalar('SELECT count(*) FROM applications')).toBe(1);
  });
});
