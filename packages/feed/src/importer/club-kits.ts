// The real clubs' traditional home colours, so a replayed season's pitch is recognisable. Colours
// are facts, not artwork: shirt, sleeves, shorts and socks as the clubs have long worn them, the
// stripe colour, and the colour of the text on the shirt. Keyed by FPL's short name.
import { seededRng } from '@ofl/engine';
import { generateKits } from '../generator/generate-kits';
import type { Kit } from '../generator/types';

const WHITE = '#ffffff';
const BLACK = '#111111';

type Colours = [shirt: string, sleeves: string, shorts: string, socks: string, secondary: string];
const plain = ([shirt, sleeves, shorts, socks, secondary]: Colours): Kit => ({
  shirt,
  sleeves,
  shorts,
  socks,
  secondary,
  style: 'plain',
});
const stripes = (colours: Colours): Kit => ({ ...plain(colours), style: 'stripes' });

/** Home kits of the clubs of the recent top-flight seasons. */
export const CLUB_KITS: Readonly<Record<string, Kit>> = {
  ARS: plain(['#ef0107', WHITE, WHITE, '#ef0107', WHITE]),
  AVL: plain(['#670e36', '#95bfe5', WHITE, '#95bfe5', '#95bfe5']),
  BHA: stripes(['#0057b8', '#0057b8', '#0057b8', WHITE, WHITE]),
  BOU: stripes(['#da291c', '#da291c', BLACK, BLACK, BLACK]),
  BRE: stripes(['#e30613', '#e30613', BLACK, '#e30613', WHITE]),
  BUR: plain(['#6c1d45', '#99d6ea', WHITE, '#6c1d45', '#99d6ea']),
  CHE: plain(['#034694', '#034694', '#034694', WHITE, WHITE]),
  CRY: stripes(['#1b458f', '#1b458f', '#1b458f', '#1b458f', '#c4122e']),
  EVE: plain(['#003399', '#003399', WHITE, WHITE, WHITE]),
  FUL: plain([WHITE, WHITE, BLACK, WHITE, BLACK]),
  IPS: plain(['#0044a9', '#0044a9', WHITE, '#0044a9', WHITE]),
  LEE: plain([WHITE, WHITE, WHITE, WHITE, '#1d428a']),
  LEI: plain(['#003090', '#003090', WHITE, '#003090', '#fdbe11']),
  LIV: plain(['#c8102e', '#c8102e', '#c8102e', '#c8102e', WHITE]),
  LUT: plain(['#f78f1e', '#f78f1e', '#002d62', '#f78f1e', '#002d62']),
  MCI: plain(['#6cabdd', '#6cabdd', WHITE, '#6cabdd', '#1c2c5b']),
  MUN: plain(['#da291c', '#da291c', WHITE, BLACK, WHITE]),
  NEW: stripes([BLACK, BLACK, BLACK, BLACK, WHITE]),
  NFO: plain(['#dd0000', '#dd0000', WHITE, '#dd0000', WHITE]),
  SHU: stripes(['#ee2737', '#ee2737', BLACK, '#ee2737', WHITE]),
  SOU: stripes(['#d71920', '#d71920', BLACK, WHITE, WHITE]),
  SUN: stripes(['#eb172b', '#eb172b', BLACK, '#eb172b', WHITE]),
  TOT: plain([WHITE, WHITE, '#132257', WHITE, '#132257']),
  WHU: plain(['#7a263a', '#1bb1e7', WHITE, WHITE, '#1bb1e7']),
  WOL: plain(['#fdb913', '#fdb913', BLACK, '#fdb913', BLACK]),
};

/** Each club's real kit when the table knows it (by short name), else an invented one. */
export function clubKits(clubs: readonly { short_name?: string | undefined }[]): Kit[] {
  const invented = generateKits(seededRng(clubs.length), clubs.length);
  return clubs.map((club, i) => CLUB_KITS[club.short_name ?? ''] ?? invented[i % invented.length]!);
}
