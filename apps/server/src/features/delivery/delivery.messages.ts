export * from '../donations/delivery-messages';
