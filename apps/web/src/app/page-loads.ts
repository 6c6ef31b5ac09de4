import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

// How many page modules a render is waiting for. The router keeps the old page on screen while
// the next one downloads (its moves are transitions), so the shell shows a progress bar meanwhile.
let waiting = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  waiting += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A lazily loaded page; `preload` starts its download before it renders, without the bar. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * A page whose module downloads when it first renders, or earlier with `preload`. A download
 * that failed is not kept, so a preload's failure leaves the render to try again. The count
 * changes outside the render that waits for it: a store read by that same render must not
 * change under it.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ Component: ComponentType<P> }>,
): LazyPage<P> {
  let module: Promise<{ Component: ComponentType<P> }> | undefined;
  const download = () =>
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
  const page = lazy(() => {
    void Promise.resolve().then(() => change(1));
    return download()
      .finally(() => change(-1))
      .then((loaded) => ({ default: loaded.Component }));
  });
  // A failed preload is no error: the page's render downloads it again and says if it fails.
  const preload = () =>
    download().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(page, { preload });
}

/** Whether a render waits for a page module. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}
