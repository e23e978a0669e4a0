export * from './ids';
export * from './map';
export * from './factions';
export * from './cards';
export * from './numbers';
export * from './sagas';
export * from './dials';
export * from './expansionVaala';
