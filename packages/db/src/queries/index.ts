// The data layer: what routes, presenters and services read and write, one module per
// aggregate. Routes and services take rows from here; they write no SQL (eslint.config.js).
export * from './dream-team';
export * from './event-status';
export * from './public-data';
export * from './chips';
export * from './general-leagues';
export * from './league-settings';
export * from './news';
export * from './cups';
export * from './classic-standings';
export * from './live-standings';
export * from './live-ranks';
export * from './league-members';
export * from './prize-winners';
export * from './fixture-player-stats';
export * from './leagues';
export * from './entry-history';
export * from './sign-in-failures';
export * from './renewable-leagues';
export * from './entries';
export * from './h2h-leagues';
export * from './tables';
export * from './demo';
export * from './planning-state';
export * from './new-season';
export * from './sessions';
