// The IRS data feature's public entry: what other features may use.
export { makeImportLive, type SwapResult } from './irs-swap';
export { irsImportRoutes } from './irs-imports.routes';
