import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

// How many page modules are downloading. The router keeps the old page on screen while the next
// one downloads (its moves are transitions), so the shell shows a progress bar meanwhile.
let loading = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  loading += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A page whose module downloads when it first renders. The count changes outside the render
 * that starts the download: a store read by that same render must not change under it.
 */
export function lazyPage<P extends object>(load: () => Promise<{ Component: ComponentType<P> }>) {
  return lazy(() => {
    void Promise.resolve().then(() => change(1));
    return load()
      .finally(() => change(-1))
      .then((module) => ({ default: module.Component }));
  });
}

/** Whether a page module is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
