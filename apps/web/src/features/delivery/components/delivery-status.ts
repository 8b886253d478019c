// The words for a delivery live with every other status word in lib/request-state-labels.ts.
export { deliveryStatusLabel } from '#src/lib/request-state-labels';
