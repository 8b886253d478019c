// The items feature's public surface: what other server features import from it.
export { pictureOf } from './items.presenter';
export { resolveViewer, visibilityCondition } from './items.visibility';
export {
  flowStatusOf,
  followsRequests,
  isRequestable,
  itemStatusFor,
  lockItems,
  refreshItemStatus,
  returnItemQuantity,
  takeItemQuantity,
  type ItemDemand,
} from './item-status';
export { listDonorListings } from './listings.queries';
export { moveDonorItemsInTx } from './listing-place';
export { approveListedItem } from './items-status.service';
