export * from './game';
export * from './accounts';
export * from './entries';
export * from './leagues';
export * from './content';
export * from './runner';
export * from './follow';
