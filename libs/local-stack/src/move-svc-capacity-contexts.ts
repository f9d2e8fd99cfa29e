import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

/**
 * Moves svc-capacity's flat src/{domain,data-access,entry-points} into one folder per bounded context
 * (docs/decisions/capacity.md) with `git mv`, then rewrites the relative import, export, import() and jest.mock
 * specifiers of every TypeScript file of the service (src, test, bench) and the full paths named in docs.
 * Re-runnable: a file already moved is skipped, and a specifier that already resolves is kept.
 * Run: `npx tsx libs/local-stack/src/move-svc-capacity-contexts.ts`.
 */
const SERVICE = path.join(ROOT, 'svc-capacity');
const SRC = path.join(SERVICE, 'src');

/** context → layer folder → the files it takes (`old:new` when the name changes to say what the file holds). */
const CONTEXTS: Record<string, Record<string, string[]>> = {
  inventory: {
    domain: [
      'availability',
      'booking-use-case',
      'capacity-events',
      'default-inventory',
      'feasibility-use-case',
      'running-campaign-use-case',
      'spread-booking',
      'summary:capacity-summary',
      'upload-use-case',
    ],
    'data-access': ['capacity-repository', 'reservation-repository'],
    'entry-points/http': ['routes:capacity-routes', 'read-csv', 'feasibility-routes'],
    'entry-points/kafka': ['subscribers'],
  },
  serving: {
    domain: [
      'ad-metadata',
      'allocation-plan',
      'allocation-use-case',
      'caller-response-use-case',
      'creative-catalogue',
      'creative-rotation',
      'decide-use-case',
      'delivery-report-use-case',
      'dnc-upload-use-case',
      'karachi-clock',
      'opt-out-use-case',
      'ports',
      'response-report-use-case',
      'response-summary',
      'sandbox-decide-use-case',
      'serving-index',
      'sms-send-use-case',
      'suppression-use-case',
      'tracking-use-case',
      'vast-document',
    ],
    'data-access': [
      'audience-list-client',
      'audio-info-client',
      'cluster-decide',
      'cluster-plays-outbox',
      'cluster-track',
      'delivery-counts',
      'plays-events',
      'replicated-step',
      'response-claim',
      'response-repository',
      'sandbox-and-opt-out',
      'serving-cluster-scripts',
      'serving-keys',
      'serving-pick-lua',
      'serving-scripts',
      'serving-store',
      'smsc-client',
      'suppression-repository',
      'suppression-store',
    ],
    'entry-points/http': [
      'creative-routes',
      'decision-routes',
      'delivery-report-routes',
      'opt-out-routes',
      'response-routes',
      'suppression-routes',
      'read-lines',
    ],
    'entry-points/jobs': ['allocation-plan-job', 'serving-index-sync', 'sms-sender-job', 'suppression-sync'],
  },
  platforms: {
    domain: ['platform-report-rows', 'platform-report', 'platform-statement', 'platform-traffic'],
    'data-access': [
      'platform-hour-counts',
      'platform-traffic-store',
      'revenue-share-repository',
      'statement-pdf-renderer',
    ],
    'entry-points/http': ['platform-report-routes'],
    'entry-points/jobs': ['platform-traffic-flush'],
  },
};

/** Old path → new path, both relative to src/ and without `.ts`. */
const MOVES = new Map<string, string>();
for (const [context, layers] of Object.entries(CONTEXTS))
  for (const [layer, names] of Object.entries(layers))
    for (const entry of names) {
      const [from, to = from] = entry.split(':') as [string, string?];
      MOVES.set(`${layer}/${from}`, `${context}/${layer}/${to}`);
    }
const BACK = new Map([...MOVES].map(([from, to]) => [to, from]));

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, stdio: 'inherit' });

function moveFiles(): void {
  for (const [from, to] of MOVES) {
    const src = path.join(SRC, `${from}.ts`);
    const dst = path.join(SRC, `${to}.ts`);
    if (!fs.existsSync(src)) continue;
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    git('mv', src, dst);
  }
}

const exists = (noExt: string) => fs.existsSync(`${noExt}.ts`) || fs.existsSync(path.join(noExt, 'index.ts'));
/** src-relative (no extension) of an absolute path inside src/, else null. */
const inSrc = (abs: string) => (abs.startsWith(`${SRC}/`) ? path.relative(SRC, abs) : null);

/** The specifier `spec` of the file now at `file` (absolute), pointing at where its target is now. */
function rewrite(file: string, spec: string): string {
  const dir = path.dirname(file);
  if (exists(path.resolve(dir, spec))) return spec;
  // Resolve against where the file was before the move, then follow the target to where it went.
  const rel = inSrc(file.replace(/\.ts$/, ''));
  const oldFile = rel && BACK.has(rel) ? path.join(SRC, BACK.get(rel)!) : file;
  const target = path.resolve(path.dirname(oldFile), spec);
  const targetRel = inSrc(target);
  const moved = targetRel !== null ? MOVES.get(targetRel) : undefined;
  const now = moved ? path.join(SRC, moved) : target;
  if (!exists(now)) return spec;
  const out = path.relative(dir, now);
  return out.startsWith('.') ? out : `./${out}`;
}

const SPECIFIER = /((?:from|import|jest\.mock|require)\s*\(?\s*')(\.{1,2}\/[^']*)(')/g;

function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

function rewriteImports(): void {
  for (const file of ['src', 'test', 'bench'].flatMap((d) => tsFiles(path.join(SERVICE, d)))) {
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(SPECIFIER, (_m, head: string, spec: string, tail: string) => {
      return `${head}${rewrite(file, spec)}${tail}`;
    });
    if (next !== text) fs.writeFileSync(file, next);
  }
}

/** Full paths in docs and tests outside the service (`svc-capacity/src/domain/x.ts`). */
function rewriteNamedPaths(): void {
  const files = execFileSync('git', ['grep', '-l', 'svc-capacity/src/', '--', '*.md', '*.ts'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter((f) => f && !f.startsWith('svc-capacity/'));
  for (const rel of files) {
    const file = path.join(ROOT, rel);
    const text = fs.readFileSync(file, 'utf8');
    const next = text.replace(/svc-capacity\/src\/([\w/-]+)\.ts/g, (m, p: string) =>
      MOVES.has(p) ? `svc-capacity/src/${MOVES.get(p)}.ts` : m,
    );
    if (next !== text) fs.writeFileSync(file, next);
  }
}

moveFiles();
rewriteImports();
rewriteNamedPaths();
