// Work a request starts but does not wait for, such as writing a password-reset mail: the answer
// then takes the same time whatever the work finds. Failures are logged, and closing the app
// (or a test) can wait for whatever is still running.

export interface Background {
  /** Starts `work` without waiting for it; a failure goes to `onError`. */
  run(work: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>;
}

export function createBackground(onError: (error: unknown) => void): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(work) {
      // A macrotask later, so the answer is on its way before the work touches anything.
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .catch(onError)
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
