// The IRS data feature's public entry: what other features may use.
export { makeImportLive, type SwapResult } from './irs-swap';
export { announceHolds, tellHoldLifted } from './hold-notices';
export { holdIs, irsHoldFigures, liftIrsHold, listIrsHolds, openHoldsOfApproved, type LiftedHold } from './irs-holds';
export { irsEvidenceFor } from './irs-evidence.service';
export { irsImportRoutes } from './irs-imports.routes';
