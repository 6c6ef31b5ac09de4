// The simulated population of the demo: managers who build squads, transfer, captain and play chips.
export type * from './types';
export { createManagers } from './create-managers';
export { planGameweek } from './plan-gameweek';
export { prepareMarket, marketFor, type GameweekMarket, type MarketEntry } from './market';
