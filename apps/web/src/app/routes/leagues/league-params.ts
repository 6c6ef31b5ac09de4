import { useParams, useSearchParams } from 'react-router';

/** The league id of the address, or null when it is not a positive whole number. */
export function useLeagueId(): number | null {
  const { leagueId } = useParams();
  const id = Number(leagueId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Whole-number query parameters with their defaults when missing or not numbers (SPEC §5), and
 * one way to change several at once.
 */
export function useIntParams<K extends string>(
  defaults: Record<K, number>,
): [Record<K, number>, (changes: Partial<Record<K, number>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries<number>(defaults).map(([name, fallback]) => [
      name,
      positive(params.get(name), fallback),
    ]),
  ) as Record<K, number>;
  const update = (changes: Partial<Record<K, number>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) next.set(name, String(value));
    setParams(next);
  };
  return [values, update];
}
