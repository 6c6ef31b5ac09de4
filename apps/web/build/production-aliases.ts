// React Router's package resolves to its development build whatever the mode (the default of
// its export map); the build takes its production one instead, without the development checks
// and warnings (half a kilobyte of the landing page).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const packageDir = (name: string) =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/** The aliases the build resolves with. */
export function productionAliases(): Alias[] {
  return [
    {
      find: /^react-router$/,
      replacement: join(packageDir('react-router'), 'dist/production/index.mjs'),
    },
  ];
}
