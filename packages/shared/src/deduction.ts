// Cost basis, the enhanced deduction, Form 8283 Section B and Form 8282 (docs/product.md, Tax report).
export * from './rules/enhanced-deduction';
export * from './schemas/form-8283';
export * from './tax-form-constants';
