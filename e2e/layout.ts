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

/**
 * Pitch cards not wholly shown, one line each: past the window, or past a box around them that
 * clips or scrolls (the pitch's own, a panel's, a page's).
 */
export async function cutPitchCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = { left: 0, right: document.documentElement.clientWidth };
    for (const card of document.querySelectorAll('.pitch-card')) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue; // not shown
      const name = card.querySelector('.pitch-card__name')?.textContent ?? '';
      const frames = [{ what: 'the window', rect: shown }];
      for (let el = card.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).overflowX !== 'visible') {
          frames.push({ what: `.${el.className.split(' ')[0]}`, rect: el.getBoundingClientRect() });
        }
      }
      for (const { what, rect } of frames) {
        if (box.left < rect.left - 0.5 || box.right > rect.right + 0.5) {
          found.push(
            `«${name}» (${Math.round(box.left)}-${Math.round(box.right)} px) is cut by ${what}`,
          );
          break;
        }
      }
    }
    return found;
  });
}
