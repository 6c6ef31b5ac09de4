import type { CodePrivacy } from '@ofl/api';

/** The choices of who may see a league's code (SPEC §3 code_privacy), most private first. */
export const CODE_PRIVACY_OPTIONS: ReadonlyArray<{ value: CodePrivacy; label: string }> = [
  { value: 'p', label: 'Only the league administrator' },
  { value: 'l', label: 'Members of the league' },
  { value: 'a', label: 'All game players' },
];
