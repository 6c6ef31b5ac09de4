// Layout checks run inside the page: words broken across lines in table cells, and pages wider
// than the window.
import type { Page } from 'playwright-core';

/**
 * The table cells on the page whose text breaks inside a word, one line each ('«word» in
 * «cell text»'). A word is broken when its characters sit on more than one line box.
 */
export async function brokenWordsInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const cells = document.querySelectorAll('table th, table td');
    for (const cell of cells) {
      if (!(cell as HTMLElement).offsetParent) continue; // not shown
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) {
            found.push(`«${match[0]}» in «${(cell.textContent ?? '').trim().slice(0, 60)}»`);
          }
        }
      }
    }
    return found;
  });
}

/** How far the page scrolls sideways: its scroll width less the window's width (0 when none). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
  );
}
