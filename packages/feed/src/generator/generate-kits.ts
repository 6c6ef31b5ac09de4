import { shuffled, type Rng } from '@ofl/engine';
import type { Kit, KitStyle } from './types';
import { pick, pickWeighted } from './random-helpers';

// Shirt colours far enough apart that no two clubs are confused on a fixture list.
const SHIRT_COLOURS = [
  '#c8102e',
  '#034694',
  '#6cabdd',
  '#fdb913',
  '#132257',
  '#00a650',
  '#7a263a',
  '#95bfe5',
  '#e03a3e',
  '#ffffff',
  '#241f20',
  '#ef7d00',
  '#5c2d91',
  '#0057b8',
  '#d71920',
  '#1b458f',
  '#00843d',
  '#f9d71c',
  '#8b0000',
  '#2dafe5',
  '#ff6f91',
  '#4b5320',
  '#b5985a',
  '#008080',
];
const LIGHT = '#ffffff';
const DARK = '#111111';

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A second colour that reads well on the shirt: another palette colour when it contrasts enough. */
function secondaryFor(rng: Rng, shirt: string): string {
  const readable = SHIRT_COLOURS.filter((c) => c !== shirt && contrastRatio(c, shirt) >= 3);
  if (readable.length > 0 && rng.next() < 0.35) return pick(rng, readable);
  return contrastRatio(LIGHT, shirt) >= contrastRatio(DARK, shirt) ? LIGHT : DARK;
}

/** One kit per club, every shirt colour different. */
export function generateKits(rng: Rng, count: number): Kit[] {
  const shirts = shuffled(rng, SHIRT_COLOURS).slice(0, count);
  return shirts.map((shirt) => {
    const secondary = secondaryFor(rng, shirt);
    const style = pickWeighted<KitStyle>(rng, ['plain', 'stripes', 'hoops'], (s) =>
      s === 'plain' ? 6 : s === 'stripes' ? 3 : 1,
    );
    return {
      shirt,
      sleeves: rng.next() < 0.25 ? secondary : shirt,
      shorts: pick(rng, [LIGHT, DARK, secondary, shirt]),
      socks: rng.next() < 0.6 ? shirt : secondary,
      secondary,
      style,
    };
  });
}
