// Public rules of the picks area: formations, the picks check, captaincy, substitutions and scoring.
export * from './types';
export * from './formation';
export * from './default-lineup';
export * from './lineup';
export * from './validate-picks';
export * from './captaincy';
export * from './substitution';
export * from './auto-substitute';
export * from './multipliers';
export * from './entry-event-points';
