import type { ReactNode } from 'react';
import type { CodePrivacy } from '@ofl/api';
import { LEAGUE_NAME_MAX } from '@ofl/api/rules';

import { Options, SelectField, TextField } from '../../../components/ui/field';
import { sizeChoices, type H2hLimits } from '../utils/h2h-options';
import { CODE_PRIVACY_OPTIONS } from './code-privacy';

// The fields of a league's details, shared by the create forms of both kinds and the
// administration's form.

/** The league's name; one pending moderation cannot be edited. */
export function LeagueNameField({
  value,
  blocked = false,
  onChange,
}: {
  value: string;
  blocked?: boolean;
  onChange: (name: string) => void;
}) {
  return (
    <TextField
      label="League name"
      value={value}
      maxLength={LEAGUE_NAME_MAX}
      required
      disabled={blocked}
      hint={
        blocked
          ? "This league's name is pending moderation and can't be edited."
          : `Maximum ${LEAGUE_NAME_MAX} characters`
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Who can see the code; a new league's (`choose`) starts on Select and must be chosen. */
export function CodePrivacyField({
  value,
  choose = false,
  onChange,
}: {
  value: CodePrivacy | '';
  choose?: boolean;
  onChange: (privacy: CodePrivacy) => void;
}) {
  return (
    <SelectField
      label="Who can see the league code"
      value={value}
      required={choose}
      onChange={(e) => onChange(e.target.value as CodePrivacy)}
    >
      {choose && <option value="">Select</option>}
      <Options items={CODE_PRIVACY_OPTIONS} value={(o) => o.value} label={(o) => o.label} />
    </SelectField>
  );
}

/** A head-to-head league's maximum size: Unlimited, or from the knock-outs' minimum up. */
export function MaxTeamsField({
  limits,
  ko,
  value,
  onChange,
}: {
  limits: H2hLimits;
  ko: number;
  value: number | null;
  onChange: (size: number | null) => void;
}) {
  return (
    <SelectField
      label="Maximum number of teams"
      value={value === null ? 'unlimited' : String(value)}
      onChange={(e) => onChange(e.target.value === 'unlimited' ? null : Number(e.target.value))}
    >
      <option value="unlimited">Unlimited</option>
      <Options items={sizeChoices(limits, ko)} value={(n) => n} />
    </SelectField>
  );
}

/** A head-to-head league's knock-out rounds: None or one of the choices. */
export function KoRoundsField({
  choices,
  value,
  hint,
  onChange,
}: {
  choices: readonly number[];
  value: number;
  hint?: string;
  onChange: (ko: number) => void;
}) {
  return (
    <SelectField
      label="Knockout rounds"
      value={String(value)}
      hint={hint}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      <option value="0">None</option>
      <Options items={choices} value={(n) => n} />
    </SelectField>
  );
}

/** The gameweek scoring starts from. */
export function ScoringStartsField({
  events,
  value,
  required,
  onChange,
}: {
  events: ReadonlyArray<{ id: number; name: string }>;
  value: string;
  required?: boolean;
  onChange: (event: string) => void;
}) {
  return (
    <SelectField
      label="Scoring starts"
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
    >
      <Options items={events} value={(e) => e.id} label={(e) => e.name} />
    </SelectField>
  );
}

/** A yes-or-no choice of the league's, its box before its words. */
export function CheckField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="check-field">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
