// Invented clubs: the places and nicknames are made up, so no real club is imitated. Short names
// are chosen by hand so that any 20 of them are unique and easy to tell apart.

/** A club the generator can pick, before ids and strengths are given. */
export interface ClubSeed {
  name: string;
  short_name: string;
}

/** More clubs than a season needs, so the seed also decides who is in the league. */
export const CLUB_POOL: readonly ClubSeed[] = [
  { name: 'Northbridge Athletic', short_name: 'NTH' },
  { name: 'Kingsmoor United', short_name: 'KGM' },
  { name: 'Ashcombe Rovers', short_name: 'ASC' },
  { name: 'Riverton City', short_name: 'RVC' },
  { name: 'Eastmere Town', short_name: 'EAS' },
  { name: 'Blackwater Wanderers', short_name: 'BLW' },
  { name: 'Harrowfield Albion', short_name: 'HAR' },
  { name: 'Stonegate Rangers', short_name: 'STG' },
  { name: 'Millbrook Forest', short_name: 'MIL' },
  { name: 'Caldwell Park', short_name: 'CAL' },
  { name: 'Fenwick Harriers', short_name: 'FEN' },
  { name: 'Redcastle County', short_name: 'RDC' },
  { name: 'Thornholt Vale', short_name: 'THV' },
  { name: 'Saltmarsh Borough', short_name: 'SAL' },
  { name: 'Oakhaven Athletic', short_name: 'OAK' },
  { name: 'Greystone United', short_name: 'GRY' },
  { name: 'Wyncliffe City', short_name: 'WYN' },
  { name: 'Larkspur Town', short_name: 'LAR' },
  { name: 'Brackenfield Rovers', short_name: 'BRK' },
  { name: 'Elmstead Olympic', short_name: 'ELM' },
  { name: 'Copperhill Dynamo', short_name: 'COP' },
  { name: 'Marrowby Heath', short_name: 'MAH' },
  { name: 'Dunmore Harbour', short_name: 'DUN' },
  { name: 'Seabourne Mariners', short_name: 'SEA' },
  { name: 'Glenhallow', short_name: 'GLH' },
  { name: 'Ironmoor Foundry', short_name: 'IRM' },
  { name: 'Wexmoor Albion', short_name: 'WEX' },
  { name: 'Pendlemere Wanderers', short_name: 'PEN' },
];
