// The one entry of the feed package: where match data comes from.
export * from './generator/index';
export * from './simulator/index';
export * from './population/index';
export * from './importer/index';
