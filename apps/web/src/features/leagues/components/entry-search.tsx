import { useId, useState } from 'react';
import type { LeagueMember } from '@ofl/api';

import { useSearchLeagueEntries } from '../api/search-league-entries';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** SPEC §9: the entry search waits 400ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text the search sends, or '' while it should not run: SPEC §2 starts it once a first word
 * has been typed and followed by a space.
 */
export function searchText(typed: string): string {
  return /\S\s/.test(typed) ? typed.trim() : '';
}

/**
 * Finds a member of the league to act on (suspend, or make administrator): the results leave
 * out the administrator, and the one chosen is handed to `onChoose`.
 */
export function EntrySearch({
  leagueId,
  adminEntry,
  label,
  chosen,
  onChoose,
}: {
  leagueId: number;
  adminEntry: number | null;
  label: string;
  chosen: number | null;
  onChoose: (entry: LeagueMember | null) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(searchText(typed), SEARCH_DEBOUNCE_MS);
  const results = useSearchLeagueEntries(leagueId, search);
  // The server leaves the administrator out already; the screen never offers him either way.
  const matches = (results.data?.results ?? []).filter((m) => m.entry !== adminEntry);
  return (
    <div className="entry-search">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(e) => {
            setTyped(e.target.value);
            onChoose(null);
          }}
        />
        <p className="field__hint">Type a team or manager name followed by a space.</p>
      </div>
      {search && results.isSuccess && matches.length === 0 && <p>No teams found.</p>}
      {matches.length > 0 && (
        <fieldset className="entry-search__results">
          <legend className="visually-hidden">Teams found</legend>
          {matches.map((m) => (
            <label key={m.entry} className="check-field">
              <input
                type="radio"
                name={`${id}-entry`}
                checked={chosen === m.entry}
                onChange={() => onChoose(m)}
              />
              {m.entry_name} ({m.player_name})
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
