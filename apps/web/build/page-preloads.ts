// Which files each address of the app needs beyond the entry, for the server to name in the page
// it sends (modulepreload and style preload links): the browser then asks for a screen's code
// with the entry instead of after running it, then the route table, then the screen's module,
// then the modules that one imports. Written to page-preloads.json beside index.html.
import { relative } from 'node:path';
import type { PageFiles, PagePreloads } from '@ofl/api';
import type { Plugin, Rollup } from 'vite';

import { homePage, pageTable } from '../src/app/page-table';
import type { PageRoute } from '../src/app/page-table';

const GAME_ROUTES = 'src/app/game-routes.tsx';
const pageModule = (page: string) => `src/app/routes/${page}.tsx`;
const sourceModule = (module: string) => `src/${module}.tsx`;

export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [relative(root, chunk.facadeModuleId!), chunk]),
      );
      // A chunk and every chunk it imports statically: what runs when it runs.
      const closure = (chunk: Rollup.OutputChunk, into = new Set<Rollup.OutputChunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) closure(byFile.get(file)!, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('The build has no entry chunk.');
      // index.html names the entry, its imports and its styles already.
      const inPage = closure(entry);
      const cssOf = (set: Set<Rollup.OutputChunk>) =>
        new Set([...set].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
      const cssInPage = cssOf(inPage);

      const filesOf = (modules: string[]) => {
        const needed = new Set<Rollup.OutputChunk>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`The module ${module} has no chunk of its own.`);
          closure(chunk, needed);
        }
        const js = [...needed].filter((chunk) => !inPage.has(chunk));
        return {
          js: js.map((chunk) => `/${chunk.fileName}`),
          css: [...cssOf(needed)].filter((file) => !cssInPage.has(file)).map((file) => `/${file}`),
        };
      };
      const entryOf = (route: PageRoute, modules: string[]): PageFiles => {
        const files = filesOf(modules);
        const more = filesOf([...modules, ...(route.team?.modules ?? []).map(sourceModule)]);
        return {
          path: route.path,
          ...files,
          data: route.data ?? [],
          team: {
            js: more.js.filter((file) => !files.js.includes(file)),
            data: route.team?.data ?? [],
          },
        };
      };
      const preloads: PagePreloads = {
        pages: [
          entryOf(homePage, [pageModule(homePage.page)]),
          ...pageTable.map((route) => entryOf(route, [GAME_ROUTES, pageModule(route.page)])),
        ],
      };
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}
