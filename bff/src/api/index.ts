export * from './auth';
export * from './errors';
export * from './properties';
export * from './notifications';
