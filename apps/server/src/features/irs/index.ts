// The IRS data feature's public entry: what other features may use.
export { makeImportLive, type SwapResult } from './irs-swap';
export { irsEvidenceFor } from './irs-evidence.service';
