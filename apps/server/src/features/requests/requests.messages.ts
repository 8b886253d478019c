export * from '../donations/request-messages';
