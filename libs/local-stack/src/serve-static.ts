import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';

/**
 * Serves one built remote from its own port, as an independent deploy would (CORS open, since the shell
 * loads remoteEntry.js from another origin). Usage: serve-static <dir> <port>
 */
const TYPES: Record<string, string> = { '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html', '.png': 'image/png', '.svg': 'image/svg+xml', '.map': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain' };

/**
 * helmet for a remote's files: they are scripts and styles the shell loads from another origin (so resources are
 * cross-origin by design), and any document here (a remote's own index.html) may load only from itself and is
 * never framed.
 */
const secure = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'self'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
});

/** The request path decoded, or undefined for a malformed escape (`%`, `%E0%A4%A`): a 400, never a crash. */
function decodedPath(url: string | undefined): string | undefined {
  try { return decodeURIComponent((url ?? '/').split('?')[0] ?? '/'); } catch { return undefined; }
}

export function serveStatic(dir: string, port: number): Promise<http.Server> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => secure(req as never, res as never, () => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = decodedPath(req.url);
    if (url === undefined) { res.statusCode = 400; res.end('bad request'); return; }
    const file = path.join(root, path.normalize(url === '/' ? '/index.html' : url));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.statusCode = 404; res.end('not found'); return; }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', file.endsWith('remoteEntry.js') ? 'no-cache' : 'public, max-age=3600');
    fs.createReadStream(file).pipe(res);
  }));
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  void serveStatic(dir!, Number(port)).then(() => console.log(`serving ${dir} on ${port}`));
}
