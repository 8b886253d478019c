// The delivery feature's public surface: what other server features import from it.
export {
  coordinateDeliveryInTx,
  type CoordinationOutcome,
  type DeliveryCoordination,
} from './delivery-coordination.service';
