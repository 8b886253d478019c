// The tokens feature's public surface: what other server features import from it.
export { getTokenBalance } from './tokens.balance';
export {
  deductTokens,
  grantTokens,
  liveTokenBalance,
  lockNonprofit,
  readTokenBalances,
  refundRequestTokens,
  spendTokens,
} from './tokens.ledger';
