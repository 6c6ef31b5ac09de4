import { createElement, lazy, useSyncExternalStore } from 'react';
import type { ComponentType, FunctionComponent } from 'react';

// How many page modules a render is waiting for. The router keeps the old page on screen while
// the next one downloads (its moves are transitions), so the shell shows a progress bar meanwhile.
let waiting = 0;
// Whether the first page's modules are still downloading (see prepareFirstPage).
let preparing = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function change(by: number): void {
  waiting += by;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A lazily loaded page; `preload` starts its download before it renders, without the bar. */
export type LazyPage<P> = FunctionComponent<P> & { preload: () => Promise<void> };

/**
 * A page whose module downloads when it first renders, or earlier with `preload`. Once the
 * module is here the page renders at once, without suspending: React shows a Suspense
 * boundary's content no sooner than 300 ms after its fallback, which a first visit would wait
 * for. A download that failed is not kept, so a preload's failure leaves the render to try
 * again. The count changes outside the render that waits for it: a store read by that same
 * render must not change under it.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ Component: ComponentType<P> }>,
): LazyPage<P> {
  let module: Promise<{ Component: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const download = () =>
    (module ??= load().then(
      (page) => {
        loaded = page.Component;
        return page;
      },
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  const Pending = lazy(() => {
    void Promise.resolve().then(() => change(1));
    return download()
      .finally(() => change(-1))
      .then((page) => ({ default: page.Component }));
  });
  const Page = (props: P) => createElement(loaded ?? Pending, props);
  // A failed preload is no error: the page's render downloads it again and says if it fails.
  const preload = () =>
    download().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Page, { preload });
}

/** Whether a render waits for a page module. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

/**
 * The shell says 'Loading ...' until `download` (the first page's modules) settles, as it does
 * until the game data is in, so that the first page renders with its module here.
 */
export function prepareFirstPage(download: Promise<unknown>): void {
  preparing = true;
  emit();
  void download.finally(() => {
    preparing = false;
    emit();
  });
}

/** Whether the first page's modules are still downloading. */
export function useFirstPagePreparing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => preparing,
    () => false,
  );
}
