export * from './users';
export * from './communication';
export * from './documents';
export * from './marketplace';
export * from './tokens';
export * from './notifications';
export * from './payments';
export * from './chat';
