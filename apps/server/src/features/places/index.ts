// The places feature's public surface: what other server features import from it.
export { addressChanged, locateAccount, type AccountAddress, type AccountCoordinates } from './account-place';
export { countUnplacedAccounts, unplacedAccount } from './unplaced';
export { placeBackfillJob, placeUnplacedAccounts } from './place-backfill';
