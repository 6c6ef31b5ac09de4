/** Team names the official game refuses: a NUL, control characters, invisible or
 * blank-looking letters, and a lone right-to-left override. */
export const BAD_TEAM_NAMES = [
  'Nul\u0000Eleven',
  'Bell\u0007Eleven',
  'Esc\u001bEleven',
  'Zero\u200bWidth',
  '\u2800\u2800\u2800',
  '\u3164\u3164',
  'Flip\u202eEleven',
  'Tab\tEleven',
  '\u00a0\u00a0',
];
