// A value read once per key and shared until the key moves: the public payloads' key (or its
// stamp) says when whatever it was read from may have changed.

/**
 * Returns a reader that keeps the promise `load` gave for the latest key, and asks again when
 * the key differs. A failed read is forgotten, so the next call tries again.
 */
export function keptPerKey<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  let held: { key: string; value: Promise<T> } | null = null;
  return (key, load) => {
    if (held?.key !== key) {
      const value = load();
      held = { key, value };
      value.catch(() => {
        if (held?.value === value) held = null;
      });
    }
    return held.value;
  };
}
