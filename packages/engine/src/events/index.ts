export * from './event-states';
