import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves one built remote from its own port, as an independent deploy would (CORS open, since the shell
 * loads remoteEntry.js from another origin). Usage: serve-static <dir> <port>
 */
const TYPES: Record<string, string> = { '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html', '.png': 'image/png', '.svg': 'image/svg+xml', '.map': 'application/json', '.woff2': 'font/woff2', '.txt': 'text/plain' };

export function serveStatic(dir: string, port: number): Promise<http.Server> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = path.join(root, path.normalize(url === '/' ? '/index.html' : url));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.statusCode = 404; res.end('not found'); return; }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', file.endsWith('remoteEntry.js') ? 'no-cache' : 'public, max-age=3600');
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve(server)));
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  void serveStatic(dir!, Number(port)).then(() => console.log(`serving ${dir} on ${port}`));
}
