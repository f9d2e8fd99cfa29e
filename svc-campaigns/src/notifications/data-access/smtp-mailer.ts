import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  /** Stable per notification, so a receiver can tell a resend of the same email. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header List-Unsubscribe (RFC 2369): the link mail clients show as their own unsubscribe button. */
  unsubscribeUrl: string | null;
  /** Files sent with it (a credit note's PDF). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Sends over SMTP with nodemailer: production's server from SMTP_URL, the local stand-in by default. No pool: one
 * connection per email, so a server that went away and came back is simply connected to again.
 */
export function smtpMailer(opts: { url: string; from: string; timeoutMs?: number }) {
  const timeout = opts.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: opts.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(m: OutgoingEmail): Promise<void> {
      await transport.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        ...(m.attachments?.length ? { attachments: m.attachments } : {}),
        ...(m.unsubscribeUrl ? { list: { unsubscribe: m.unsubscribeUrl } } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof smtpMailer>;
