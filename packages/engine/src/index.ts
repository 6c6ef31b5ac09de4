// The one entry of the engine. Each area exports its public rules from its own index.
export * from './types';
export * from './season-carry-over';
export * from './random/seeded-rng';
export * from './game-settings';
export * from './scoring/index';
export * from './squad/index';
export * from './picks/index';
export * from './transfers/index';
export * from './chips/index';
export * from './prices/index';
export * from './ranks/index';
export * from './leagues/index';
export * from './dream-team/index';
export * from './form/index';
export * from './events/index';
export * from './fdr/index';
export * from './prizes/index';
