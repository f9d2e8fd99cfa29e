import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/**
 * The lines of a request body as it arrives (`\n` or `\r\n`), never the whole body in memory. Reading starts only when
 * the caller iterates (readline starts at once and drops the lines emitted while the caller is still awaiting
 * something else). A caller that stops early leaves the request undestroyed, so the kit's closeIfBodyUnread can
 * drain it and the answer reaches the client.
 */
export async function* linesOf(body: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    rest += decoder.write(chunk);
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}
