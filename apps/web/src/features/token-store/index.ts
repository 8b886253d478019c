// The token store's public entry: what other features use. The layout loads the store dialog itself.
export { TokenPurchaseResult } from './components/token-purchase-result';
