export * from './auth';
export * from './email';
export * from './errors';
export * from './google';
export * from './me';
export * from './notifications';
export * from './properties';
export * from './recovery';
