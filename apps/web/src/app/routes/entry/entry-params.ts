import { useParams } from 'react-router';

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
