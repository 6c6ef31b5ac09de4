// Public rules of the transfers area: free transfers, cost and cap, selling price, bank, the
// transfers check and the Free Hit squad restored.
export * from './types';
export * from './selling-price';
export * from './bank';
export * from './free-transfers';
export * from './transfer-cost';
export * from './validate-transfers';
export * from './free-hit';
