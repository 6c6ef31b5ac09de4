import type { KitColours } from '@ofl/api';

// Goalkeepers must stand out from their outfield team-mates, so they get one of these bright
// plain shirts, chosen by club so each club's keeper looks the same everywhere.
const KEEPER_SHIRTS = ['#c6f432', '#ff8c1a', '#21c7d9', '#f2e22b', '#ff5fa2', '#7cf2b0'];

/** The goalkeeper's colours for a club: a bright plain shirt unlike the outfield one. */
export function goalkeeperKit(kit: KitColours, teamId: number): KitColours {
  const start = Math.abs(teamId) % KEEPER_SHIRTS.length;
  const choices = [...KEEPER_SHIRTS.slice(start), ...KEEPER_SHIRTS.slice(0, start)];
  const shirt =
    choices.find((c) => c.toLowerCase() !== kit.shirt.toLowerCase()) ?? KEEPER_SHIRTS[0]!;
  return { ...kit, shirt, sleeves: shirt, secondary: '#1c1330', style: 'plain' };
}
