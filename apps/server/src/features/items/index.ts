// The items feature's public surface: what other server features import from it.
export { pictureOf, picturesOf } from './items.presenter';
export { placeWithinMiles, resolveViewer, stateCode, visibilityCondition } from './items.visibility';
export { listedCondition } from './items-query';
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
export { listDonorListings, loadListing } from './listings.queries';
export { moveDonorItemsInTx, placeOf } from './listing-place';
export { editListingAsAdmin, reviewListing, type ListingChange, type ReviewInput } from './items-admin.service';
export { assertKnownCategory, newListingRow, newListingTerms, type NewListingTerms } from './items-write.service';
export { listCategories as listMarketplaceCategories } from './marketplace-options.service';
export { addImportedPicture, noteOnListing } from './listing-imported-pictures';
