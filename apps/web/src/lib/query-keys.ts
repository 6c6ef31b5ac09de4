/**
 * The cache key of an entry (its name, kit and leagues); its pages (history, transfers) sit below
 * it, so invalidating it reads them all again.
 */
export const entryKey = (entryId: number) => ['entry', entryId] as const;
