import { Options, SelectField } from './ui/field';

/** The warning under a team name, wherever a manager names his team. */
export function TeamNameWarning() {
  return (
    <p className="field__hint">
      Please think carefully before entering your team name. Teams with names that are deemed
      inappropriate or offensive may result in your account being deleted.
    </p>
  );
}

/**
 * The favourite club: a club, or None (-1, sent as null); a new team (`choose`) starts on
 * 'Choose a club...' (0).
 */
export function FavouriteClubField({
  teams,
  value,
  choose = false,
  onChange,
}: {
  teams: ReadonlyArray<{ id: number; name: string }>;
  value: number;
  choose?: boolean;
  onChange: (club: number) => void;
}) {
  return (
    <SelectField
      label="Favourite club"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {choose && <option value={0}>Choose a club...</option>}
      <Options items={teams} value={(t) => t.id} label={(t) => t.name} />
      <option value={-1}>None</option>
    </SelectField>
  );
}
