import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { inboxServer } from './inbox-server';

/** One email as the stand-in received it, parsed (what a test or the web inbox reads). */
export interface ReceivedMail {
  id: string;
  receivedAt: string;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Files sent with it, base64 so the web inbox's JSON carries them as they came. */
  attachments: { filename: string; contentType: string; size: number; base64: string }[];
}

export interface SmtpStandIn {
  /** smtp://127.0.0.1:<port>, what svc-campaigns' SMTP_URL is set to. */
  smtpUrl: string;
  /** The web inbox (HTML at /, JSON at /api/mails). */
  inboxUrl: string;
  mails(): ReceivedMail[];
  /** Closes the SMTP side only (an outage), keeping the received mails; startSmtp() listens on the same port again. */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  stop(): Promise<void>;
}

/** The largest message accepted (SIZE extension), as a real server announces and enforces one. */
const MAX_BYTES = 10 * 1024 * 1024;
/** RCPT TO / MAIL FROM must be a plain address, as a real server checks (no display names, no spaces). */
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * The local SMTP server (smtp-server, the real protocol: EHLO, MAIL FROM, RCPT TO, DATA, SIZE), with a web inbox:
 * `npm start` and the tests send notification emails here instead of to a provider. No TLS and no login: the
 * product's adapter is nodemailer with an SMTP URL, which production points at its provider.
 */
export async function startSmtpStandIn(opts: { smtpPort?: number; webPort?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let smtpPort = opts.smtpPort ?? 0;
  let server: SMTPServer | undefined;
  let started = false;
  const listen = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      size: MAX_BYTES,
      logger: false,
      onMailFrom: (a, _session, cb) => cb(ADDRESS.test(a.address) ? undefined : new Error('Bad sender address')),
      onRcptTo: (a, _session, cb) => cb(ADDRESS.test(a.address) ? undefined : new Error('Bad recipient address')),
      onData: (stream, session, cb) => {
        simpleParser(stream)
          .then((m) => {
            if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) throw new Error('Message too big');
            received.push({
              id: String(received.length + 1),
              receivedAt: new Date().toISOString(),
              messageId: m.messageId ?? null,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              headers: Object.fromEntries(
                [...m.headerLines].map((h) => [h.key, h.line.slice(h.key.length + 1).trim()]),
              ),
              attachments: m.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                size: a.size,
                base64: a.content.toString('base64'),
              })),
            });
            cb();
          })
          .catch((err: Error) => cb(err));
      },
    });
    // A client's dropped connection is reported as the server's 'error'; the stand-in carries on, as a real one does.
    s.on('error', () => undefined);
    const bind = (p: number) =>
      new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(p, '127.0.0.1', () => resolve());
      });
    // A fixed port someone else holds (another checkout's `npm start`) falls back to a free one at first start;
    // a restart after an outage keeps the port the service was given.
    await bind(smtpPort).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EADDRINUSE' || server !== undefined || started) throw err;
      return bind(0);
    });
    started = true;
    smtpPort = (s.server.address() as { port: number }).port;
    server = s;
  };
  const stopSmtp = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  const web = await inboxServer(() => received, opts.webPort ?? 0);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: web.url,
    mails: () => [...received],
    stopSmtp,
    startSmtp: listen,
    stop: async () => {
      await stopSmtp();
      await web.close();
    },
  };
}
