import { useParams } from 'react-router';

import { useMe } from '../../../lib/api/get-me';
import { useEntry } from '../../../features/entry/api/get-entry';

const positiveInt = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** The entry and gameweek ids of a manager page's address; null when not a positive number. */
export function useEntryParams(): { entryId: number | null; eventId: number | null } {
  const params = useParams();
  return { entryId: positiveInt(params.entryId), eventId: positiveInt(params.eventId) };
}

/**
 * The manager of a page's address: his entry id (null when the address names none), whether he
 * is the viewer, and his entry.
 */
export function useAddressedEntry() {
  const { entryId } = useEntryParams();
  const me = useMe().data;
  const own = entryId != null && me?.player?.entry === entryId;
  const entry = useEntry(entryId);
  return { entryId, own, entry };
}
