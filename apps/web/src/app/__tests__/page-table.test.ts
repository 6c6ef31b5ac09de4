import { describe, expect, it } from 'vitest';

import { pageModuleNames } from '../game-routes';
import { homePage, pageTable } from '../page-table';

describe('the table of pages', () => {
  it('names exactly the page modules the router loads', () => {
    const named = new Set(pageTable.map((route) => route.page));
    expect([...named].sort()).toEqual([...pageModuleNames].sort());
  });

  it('names each address once, and Home apart', () => {
    const paths = pageTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(homePage.path);
  });
});
