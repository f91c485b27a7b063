// The server's modules in the order their imports must point: each module may import only
// the ones before it (shared first, the application last), so no two modules lean on each
// other and a newcomer can change a module knowing what depends on it. `npm run lint` runs
// this. The imports that point up today are listed in server/module-order.known.json, to be
// removed one by one; a new one fails, and so does a listed one that is gone (take it off).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Lowest first. `(app)` is server/src's own files (main, bootstrap, the app module); the command-line tools start it. */
export const MODULE_ORDER = [
  'shared',
  'identity',
  'wallet',
  'responsible-play',
  'draws',
  'settings',
  'money-requests',
  'statements',
  'notifications',
  'live',
  'audit',
  'admin-records',
  'health',
  '(app)',
  'cli',
];

/** Production files of server/src (tests and test fixtures may import anything). */
export function sourceFiles(srcRoot) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing') walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) files.push(path);
    }
  };
  walk(srcRoot);
  return files;
}

export function moduleOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split('/');
  return parts.length === 1 ? '(app)' : parts[0];
}

/** Every import of another module: `file -> module`, with file relative to server/src. */
export function crossModuleImports(srcRoot, files, read = (f) => readFileSync(f, 'utf8')) {
  const found = new Set();
  for (const file of files) {
    for (const match of read(file).matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), match[1]);
      if (!target.startsWith(srcRoot + '/')) continue;
      const [from, to] = [moduleOf(srcRoot, file), moduleOf(srcRoot, target)];
      if (from !== to) found.add(`${relative(srcRoot, file)} -> ${to}`);
    }
  }
  return [...found].sort();
}

/** What breaks the order: imports of a later or unknown module not in `known`, and `known` entries no longer there. */
export function judge(imports, known, order = MODULE_ORDER) {
  const rank = (m) => order.indexOf(m);
  const problems = [];
  const upward = imports.filter((edge) => {
    const [file, to] = edge.split(' -> ');
    const from = file.includes('/') ? file.split('/')[0] : '(app)';
    if (rank(from) < 0) problems.push(`${file}: its module ${from} is not in MODULE_ORDER (scripts/module-order.mjs)`);
    if (rank(to) < 0) problems.push(`${edge}: module ${to} is not in MODULE_ORDER (scripts/module-order.mjs)`);
    return rank(to) > rank(from);
  });
  for (const edge of upward) if (!known.includes(edge)) problems.push(`${edge}: imports a module that comes later in MODULE_ORDER (an upward import)`);
  for (const edge of known) if (!upward.includes(edge)) problems.push(`${edge}: no longer imported; take it off server/module-order.known.json`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const srcRoot = join(repo, 'server/src');
  const knownFile = join(repo, 'server/module-order.known.json');
  const imports = crossModuleImports(srcRoot, sourceFiles(srcRoot));
  // --write-known: list today's upward imports (only to start the list; it should only shrink).
  const known = process.argv.includes('--write-known') ? imports.filter((edge) => judge([edge], []).length > 0) : JSON.parse(readFileSync(knownFile, 'utf8'));
  if (process.argv.includes('--write-known')) writeFileSync(knownFile, `${JSON.stringify(known, null, 2)}\n`);
  const problems = judge(imports, known);
  for (const p of problems) console.error(`module order: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log(`module order: ${imports.length} imports across server modules point down, but for ${known.length} known upward ones (server/module-order.known.json)`);
}
