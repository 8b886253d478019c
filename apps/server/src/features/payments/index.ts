// The payments feature's public entry: what other features may use.
export { invoicesOfStuckCheckouts, stuckCheckout } from './stuck-checkout';
