// Public rules of the chips area: season chips, status for an entry, cancelling and confirming,
// and the chips panel of the client.
export * from './types';
export * from './chip-definitions';
export * from './chip-status';
export * from './chip-cancel';
export * from './chip-buttons';
