export * from './users';
export * from './communication';
export * from './documents';
