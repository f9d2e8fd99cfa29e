// Moves svc-campaigns from its flat src/domain, src/data-access and src/entry-points into one folder per bounded
// context, as ops/move-map-campaigns.json says (docs/decisions/campaigns.md). Re-runnable on a branch that still has
// the flat layout (a branch that edited the same files): `node ops/move-campaigns-contexts.mjs`, then
// `npx prettier --write svc-campaigns docs libs/local-stack/test`.
//
// It `git mv`s every file, rewrites every relative import, export, jest.mock and require that reaches a moved file
// (in the service's src, test and bench, and anywhere else in the repository), sends an import that crosses from
// one context into another through that context's index.ts (written here, with exactly what the others import),
// moves the names listed in namesMoved to their new module, and rewrites `svc-campaigns/src/...` paths in docs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAP = JSON.parse(fs.readFileSync(path.join(ROOT, 'ops/move-map-campaigns.json'), 'utf8'));
const SVC = MAP.service;
const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');
const abs = (p) => path.join(ROOT, p);
const exists = (p) => fs.existsSync(abs(p)) && fs.statSync(abs(p)).isFile();

if (!exists(`${SVC}/src/domain/ports.ts`)) {
  console.log(`${SVC} has no src/domain/ports.ts: already moved, nothing to do.`);
  process.exit(0);
}

// 1. domain/ports.ts held two functions besides the ports: they go to campaign-store.ts, ports.ts keeps types.
splitPorts(`${SVC}/src/domain/ports.ts`, `${SVC}/src/domain/campaign-store.ts`);

// 2. Old path → new path, for every file that moves.
const moves = new Map();
for (const [ctx, layers] of Object.entries(MAP.contexts))
  for (const [layer, names] of Object.entries(layers))
    for (const name of names) moves.set(`${SVC}/src/${layer}/${name}.ts`, `${SVC}/src/${ctx}/${layer}/${name}.ts`);
for (const [from, to] of Object.entries(MAP.renames)) moves.set(`${SVC}/${from}`, `${SVC}/${to}`);
for (const from of moves.keys()) if (!exists(from)) throw new Error(`not found: ${from}`);
const namesMoved = new Map(
  Object.entries(MAP.namesMoved).map(([from, names]) => [
    `${SVC}/${from}`,
    new Map(Object.entries(names).map(([n, to]) => [n, `${SVC}/${to}`])),
  ]),
);
const newOf = (p) => moves.get(p) ?? p;
const contexts = Object.keys(MAP.contexts);
const contextOf = (p) => {
  const m = new RegExp(`^${SVC}/src/([^/]+)/`).exec(p);
  return m && contexts.includes(m[1]) ? m[1] : null;
};

/** The file (old tree) a relative specifier of `fromOld` names, or null when it is not a source file here. */
function resolveOld(fromOld, spec) {
  const base = rel(path.resolve(abs(path.dirname(fromOld)), spec));
  for (const c of [`${base}.ts`, `${base}.tsx`, `${base}.d.ts`, `${base}/index.ts`, base]) if (exists(c)) return c;
  return null;
}

/** The specifier from `fromNew` to `targetNew`, without extension, starting with ./ or ../. */
function specOf(fromNew, targetNew) {
  let s = path.posix.relative(path.posix.dirname(fromNew), targetNew).replace(/(\.d)?\.tsx?$/, '');
  s = s.replace(/\/index$/, '');
  return s.startsWith('.') ? s : `./${s}`;
}

const indexExports = new Map(); // context → Map(target new path → Map(name → isType))
const problems = [];

/** A named import/export statement, its specifiers moved (namesMoved) and sent through an index across contexts. */
function rewriteNamed(fileOld, fileNew, keyword, typeAll, body, quote, spec) {
  const targetOld = resolveOld(fileOld, spec);
  if (!targetOld) return null;
  const parts = body
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const isType = typeAll || /^type\s/.test(s);
      const text = s.replace(/^type\s+/, '');
      const name = text.split(/\s+as\s+/)[0].trim();
      const moved = namesMoved.get(targetOld)?.get(name);
      return { isType, text, name, target: newOf(moved ?? targetOld) };
    });
  // A statement whose file and targets all stay, and whose names all stay, is left as written.
  if (fileNew === fileOld && parts.every((p) => p.target === targetOld)) return null;
  const fromCtx = contextOf(fileNew);
  const groups = new Map(); // specifier → parts
  for (const p of parts) {
    const toCtx = contextOf(p.target);
    let target = p.target;
    if (fromCtx && toCtx && fromCtx !== toCtx && !/\/index\.ts$/.test(target)) {
      if (keyword === 'export') problems.push(`${fileNew}: re-exports ${p.name} across contexts`);
      const ex = indexExports.get(toCtx) ?? new Map();
      indexExports.set(toCtx, ex);
      const names = ex.get(target) ?? new Map();
      ex.set(target, names);
      names.set(p.name, (names.get(p.name) ?? true) && (p.isType || declaresType(p.target, p.name)));
      target = `${SVC}/src/${toCtx}/index.ts`;
    }
    const s = specOf(fileNew, target);
    groups.set(s, [...(groups.get(s) ?? []), p]);
  }
  return [...groups]
    .map(([s, ps]) => {
      const allType = ps.every((p) => p.isType);
      const list = ps.map((p) => (p.isType && !allType ? `type ${p.text}` : p.text)).join(', ');
      return `${keyword}${allType ? ' type' : ''} { ${list} } from ${quote}${s}${quote};`;
    })
    .join('\n');
}

const STATEMENT =
  /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])(\.{1,2}\/[^'"]*)\4;?|(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bjest\.mock\(\s*|\bjest\.requireActual(?:<[^>]*>)?\(\s*|\brequire\(\s*)(['"])(\.{1,2}\/[^'"]*)\7/g;

function rewriteFile(fileOld) {
  const fileNew = newOf(fileOld);
  const text = fs.readFileSync(abs(fileOld), 'utf8');
  const out = text.replace(STATEMENT, (all, kw, type, body, q1, spec1, lead, q2, spec2) => {
    if (kw) return rewriteNamed(fileOld, fileNew, kw, Boolean(type), body, q1, spec1) ?? all;
    const targetOld = resolveOld(fileOld, spec2);
    if (!targetOld) return all;
    const target = newOf(targetOld);
    if (target === targetOld && fileNew === fileOld) return all;
    const fromCtx = contextOf(fileNew);
    const toCtx = contextOf(target);
    if (fromCtx && toCtx && fromCtx !== toCtx) problems.push(`${fileNew}: ${all} crosses contexts, not by name`);
    return `${lead}${q2}${specOf(fileNew, target)}${q2}`;
  });
  return { fileNew, changed: out !== text || fileNew !== fileOld, out };
}

// 3. Every TypeScript file of the repository, read in the old tree, rewritten for the new one.
const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .concat(`${SVC}/src/domain/campaign-store.ts`)
  .filter((f, i, all) => all.indexOf(f) === i && exists(f));
const results = tracked.map((f) => ({ fileOld: f, ...rewriteFile(f) })).filter((r) => r.changed);
if (problems.length) throw new Error(`Not moved, fix the map or the code first:\n${problems.join('\n')}`);

// 4. Paths written in docs and in tests that name files (wired-alike's kept timers).
const pathTexts = execFileSync('git', ['ls-files', '*.md', 'libs/local-stack/test/*.ts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const byLength = [...moves].sort((a, b) => b[0].length - a[0].length);
const docs = pathTexts.flatMap((f) => {
  const text = results.find((r) => r.fileOld === f)?.out ?? fs.readFileSync(abs(f), 'utf8');
  let out = text;
  for (const [from, to] of byLength) out = out.split(from).join(to);
  return out === text ? [] : [{ file: f, out }];
});

// 5. Move, then write.
fs.mkdirSync(abs(`${SVC}/src`), { recursive: true });
for (const [from, to] of moves) {
  fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: ROOT });
}
for (const r of results) fs.writeFileSync(abs(r.fileNew), r.out);
for (const d of docs) fs.writeFileSync(abs(newOf(d.file)), d.out);
for (const [ctx, targets] of indexExports) {
  const index = `${SVC}/src/${ctx}/index.ts`;
  const lines = [...targets]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([target, names]) => {
      const list = [...names].sort(([a], [b]) => a.localeCompare(b));
      const allType = list.every(([, t]) => t);
      const items = list.map(([n, t]) => (t && !allType ? `type ${n}` : n)).join(', ');
      return `export${allType ? ' type' : ''} { ${items} } from '${specOf(index, target)}';`;
    });
  const head = `// What the other contexts of ${SVC} may use of ${ctx}: their only way in, besides events.\n`;
  fs.writeFileSync(abs(index), head + lines.join('\n') + '\n');
  execFileSync('git', ['add', index], { cwd: ROOT });
}
console.log(`moved ${moves.size} files, rewrote ${results.length} files and ${docs.length} docs`);

/** Whether `name` is a type (interface, type alias or type re-export) in the module now at `fileNew`. */
function declaresType(fileNew, name) {
  const old = [...moves].find(([, to]) => to === fileNew)?.[0] ?? fileNew;
  const text = fs.readFileSync(abs(old), 'utf8');
  if (new RegExp(`export\\s+(declare\\s+)?(interface|type)\\s+${name}\\b`).test(text)) return true;
  return [...text.matchAll(/export\s+type\s*\{([^}]*)\}/g)].some((m) => new RegExp(`\\b${name}\\b`).test(m[1]));
}

/** Cuts loadOwned and mutate (the campaign's load-decide-write) out of ports.ts into their own module. */
function splitPorts(portsFile, storeFile) {
  const text = fs.readFileSync(abs(portsFile), 'utf8');
  const at = text.indexOf('export async function loadOwned');
  if (at < 0) return;
  let ports = text.slice(0, at).trimEnd() + '\n';
  ports = ports.replace(/^import \{ assertOwned, conflict, notFound, Caller \} from '@rbt\/service-kit';\n/m, '');
  ports = ports.replace(
    "import type { CampaignDoc, StatusEntry } from '../data-access/campaign-model';",
    "import type { StatusEntry } from '../data-access/campaign-model';",
  );
  const store =
    "import { assertOwned, conflict, notFound, type Caller } from '@rbt/service-kit';\n" +
    "import type { CampaignDoc, Change, Ports } from './ports';\n\n" +
    '/** A campaign loaded for its owner (any caller when `caller` is null): 404 when missing, 403 when not theirs. */\n' +
    text.slice(at);
  fs.writeFileSync(abs(portsFile), ports);
  fs.writeFileSync(abs(storeFile), store);
  execFileSync('git', ['add', portsFile, storeFile], { cwd: ROOT });
}
