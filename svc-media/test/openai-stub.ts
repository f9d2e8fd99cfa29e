import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for the OpenAI chat completions endpoint; `reply` decides the message content. */
export async function startOpenAiStub(reply: () => string) {
  const seen: { path: string; body: any }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'stub',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply() } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    stop: () => new Promise((r) => server.close(r)),
  };
}
