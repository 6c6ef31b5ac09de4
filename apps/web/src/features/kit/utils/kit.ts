// A manager's kit (SPEC §3 Kit JSON, §5 Kit): the JSON text stored on the entry, read back into
// the display properties the preview draws. Anything unreadable falls back to the default kit.
// The choices and the kit's fields are the API contract's, so the server checks the same ones.
import type { Kit } from '@ofl/api';
import { KIT_LOGOS, SHIRT_STYLES, SOCK_STYLES } from '@ofl/api/rules';
import type { KitLogo, ShirtStyle, SockStyle } from '@ofl/api/rules';

export { KIT_LOGOS, SHIRT_STYLES, SOCK_STYLES };
export type { Kit, KitLogo, ShirtStyle, SockStyle };

/** What the preview draws (SPEC §3 display properties); a style colour only when not plain. */
export type KitDisplay = {
  shirtStyle: ShirtStyle;
  shirtColor: string;
  sleeveColor: string;
  shirtStyleColor: string | null;
  shirtLogo: KitLogo;
  shortColor: string;
  sockStyle: SockStyle;
  sockColor: string;
  sockStyleColor: string | null;
};

/** The default colour of every part: light grey (SPEC §5). */
export const DEFAULT_KIT_COLOUR = '#e1e1e1';

/** The kit of a manager who has not designed one: light grey, plain, no logo. */
export const DEFAULT_KIT: Kit = {
  kit_shirt_type: 'plain',
  kit_shirt_base: DEFAULT_KIT_COLOUR,
  kit_shirt_sleeves: DEFAULT_KIT_COLOUR,
  kit_shirt_secondary: DEFAULT_KIT_COLOUR,
  kit_shirt_logo: 'none',
  kit_shorts: DEFAULT_KIT_COLOUR,
  kit_socks_type: 'plain',
  kit_socks_base: DEFAULT_KIT_COLOUR,
  kit_socks_secondary: DEFAULT_KIT_COLOUR,
};

const COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_KEYS = [
  'kit_shirt_base',
  'kit_shirt_sleeves',
  'kit_shirt_secondary',
  'kit_shorts',
  'kit_socks_base',
  'kit_socks_secondary',
] as const;

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/**
 * Reads the stored kit text. Text that is not a JSON object gives the default kit (SPEC §8);
 * a field that is missing or not a choice or colour we know keeps its default.
 */
export function parseKit(text: string | null | undefined): Kit {
  if (!text) return DEFAULT_KIT;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_KIT;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return DEFAULT_KIT;
  const data = raw as Record<string, unknown>;
  const kit: Kit = {
    ...DEFAULT_KIT,
    kit_shirt_type: oneOf(SHIRT_STYLES, data.kit_shirt_type, 'plain'),
    kit_shirt_logo: oneOf(KIT_LOGOS, data.kit_shirt_logo, 'none'),
    kit_socks_type: oneOf(SOCK_STYLES, data.kit_socks_type, 'plain'),
  };
  for (const key of COLOUR_KEYS) {
    const value = data[key];
    if (typeof value === 'string' && COLOUR.test(value)) kit[key] = value.toLowerCase();
  }
  return kit;
}

/** The kit as the JSON text `entry-update` sends. */
export function serializeKit(kit: Kit): string {
  return JSON.stringify(kit);
}

/** The display properties of a kit: style colours only for a style that is not plain. */
export function kitDisplay(kit: Kit): KitDisplay {
  return {
    shirtStyle: kit.kit_shirt_type,
    shirtColor: kit.kit_shirt_base,
    sleeveColor: kit.kit_shirt_sleeves,
    shirtStyleColor: kit.kit_shirt_type === 'plain' ? null : kit.kit_shirt_secondary,
    shirtLogo: kit.kit_shirt_logo,
    shortColor: kit.kit_shorts,
    sockStyle: kit.kit_socks_type,
    sockColor: kit.kit_socks_base,
    sockStyleColor: kit.kit_socks_type === 'hoops' ? kit.kit_socks_secondary : null,
  };
}
