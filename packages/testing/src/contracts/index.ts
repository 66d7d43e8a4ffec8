export * from './contract';
export * from './fields';
export * from './protos';
export * from './provider';
