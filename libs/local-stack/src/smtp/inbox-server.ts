import http from 'node:http';
import escape from 'escape-html';
import type { ReceivedMail } from './smtp-stand-in';

function listPage(mails: ReceivedMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.to.join(', '))}</td><td><a href="/mails/${m.id}">${escape(m.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Local inbox</title></head><body>
<h1>Local inbox (${mails.length})</h1><p>JSON: <a href="/api/mails">/api/mails</a></p>
<table border="1" cellpadding="4"><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`;
}

/**
 * The stand-in's web inbox: `/` lists the mails, `/mails/<id>` shows one as its HTML part (as a mail client would),
 * `/api/mails` answers them all as JSON for tests and scripts. Read only; bound to 127.0.0.1.
 */
export async function inboxServer(mails: () => ReceivedMail[], port: number) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
    if (url.pathname === '/api/mails') return send(200, 'application/json', JSON.stringify(mails()));
    if (url.pathname === '/') return send(200, 'text/html', listPage(mails()));
    const one = /^\/mails\/(\d+)$/.exec(url.pathname);
    const mail = one && mails().find((m) => m.id === one[1]);
    if (mail) return send(200, 'text/html', mail.html || `<pre>${escape(mail.text)}</pre>`);
    return send(404, 'text/plain', 'Not found');
  });
  const bind = (p: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve());
    });
  // Like the SMTP side: a fixed port already taken falls back to a free one (the printed URL says which).
  await bind(port).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE') throw err;
    return bind(0);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
