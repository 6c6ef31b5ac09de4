// Refreshes the screenshots the docs show from the last end-to-end run's artifacts
// (test-results/screenshots), so tests never write into tracked files.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';

const from = 'test-results/screenshots';
const to = 'docs/screenshots';
let copied = 0;
const missing = [];
for (const name of readdirSync(to).filter((file) => file.endsWith('.png'))) {
  if (existsSync(`${from}/${name}`)) {
    copyFileSync(`${from}/${name}`, `${to}/${name}`);
    copied += 1;
  } else missing.push(name);
}
console.log(`Copied ${copied} screenshots into ${to}.`);
if (missing.length) console.log(`Not in the last run: ${missing.join(', ')}`);
