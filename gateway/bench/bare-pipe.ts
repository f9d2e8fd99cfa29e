import http from 'node:http';

/**
 * The bench's reference row: the least any Node proxy can do on this machine. A keep-alive pipe with no session,
 * no checks, no signing and no header filtering. Usage: bare-pipe <port> <upstream base URL>.
 */
const [port, upstream] = [Number(process.argv[2]), new URL(process.argv[3]!)];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
http
  .createServer((req, res) => {
    const up = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(up);
  })
  .listen(port, '127.0.0.1');
