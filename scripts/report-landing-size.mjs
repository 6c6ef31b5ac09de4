// After `vite build`: writes a gzip copy of every asset (the server sends those to browsers that
// accept gzip) and prints how much gzipped JavaScript the landing page loads before it is
// interactive: the entry with its static imports, plus the landing route's lazy module.
// Fails the build past the budget.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const LANDING_ROUTE = 'src/app/routes/home.tsx';
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

for (const dir of [dist, join(dist, 'assets')]) {
  for (const name of readdirSync(dir)) {
    if (/\.(js|css|html|svg|json)$/.test(name)) {
      writeFileSync(join(dir, `${name}.gz`), gzipSync(readFileSync(join(dir, name)), { level: 9 }));
    }
  }
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
if (!manifest[LANDING_ROUTE]) {
  throw new Error(`The landing route ${LANDING_ROUTE} is not in the build manifest.`);
}
visit(LANDING_ROUTE);

const gzipBytes = [...files].reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
);
const kb = gzipBytes / 1024;
process.stdout.write(
  `Landing page JavaScript: ${kb.toFixed(1)} KB gzipped in ${files.size} files (budget ${BUDGET_KB} KB)\n`,
);
if (kb > BUDGET_KB) {
  process.stderr.write('The landing page loads more JavaScript than its budget allows.\n');
  process.exit(1);
}
