import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import accepts from 'accepts';

/**
 * Serves one built remote from its own port, as an independent deploy would (CORS open, since the shell
 * loads remoteEntry.js from another origin): brotli or gzip copies when the client takes them, content-hashed files
 * cached as immutable, the rest revalidated by ETag. Usage: serve-static <dir> <port>
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/**
 * helmet for a remote's files: they are scripts and styles the shell loads from another origin (so resources are
 * cross-origin by design), and any document here (a remote's own index.html) may load only from itself and is
 * never framed.
 */
const secure = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
});

/** The request path decoded, or undefined for a malformed escape (`%`, `%E0%A4%A`): a 400, never a crash. */
function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

// Content-hashed names (webpack's `[name].[contenthash:8].js`) never change content: cached for a year, never asked
// again. Anything else (remoteEntry.js, index.html) is revalidated on every use and answered 304 when unchanged.
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Precompressed copies written by the build (libs/mf-shared/src/precompress.js), best first.
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * The file to send for `file`: its brotli or gzip copy when the client takes it and the build wrote one. Ours is the
 * order of preference (browsers list gzip before br at equal weight, and brotli is the smaller).
 */
function variant(req: http.IncomingMessage, file: string): { path: string; encoding?: string } {
  const taken = accepts(req).encodings();
  const found = ENCODINGS.find(([e, ext]) => (taken.includes(e) || taken.includes('*')) && fs.existsSync(file + ext));
  return found ? { path: file + found[1], encoding: found[0] } : { path: file };
}

export function serveStatic(dir: string, port: number): Promise<http.Server> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) =>
    secure(req as never, res as never, () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      const url = decodedPath(req.url);
      if (url === undefined) {
        res.statusCode = 400;
        res.end('bad request');
        return;
      }
      const file = path.join(root, path.normalize(url === '/' ? '/index.html' : url));
      if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      const sent = variant(req, file);
      const stat = fs.statSync(sent.path);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`;
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', HASHED.test(file) ? IMMUTABLE : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', etag);
      if (sent.encoding) res.setHeader('Content-Encoding', sent.encoding);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('Content-Length', stat.size);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      fs.createReadStream(sent.path).pipe(res);
    }),
  );
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  void serveStatic(dir!, Number(port)).then(() => console.log(`serving ${dir} on ${port}`));
}
