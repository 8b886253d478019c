// The requests feature's public surface: what other server features import from it.
export {
  donorNameOf,
  nonprofitNameOf,
  presentBatch,
  presentDonorRequests,
  presentNonprofitRequests,
} from './requests.presenter';
export { lifecyclesFor, nextStepOf, type RequestViewer } from './requests.lifecycle';
export { loadBatches, loadRequestDetail, loadRequestDetails } from './requests.queries';
export { submitRequestsInTx, type SubmitInput } from './requests-create.service';
export { decideRequestInTx } from './requests-decide.service';
// The request events' declarations, for subscribers in other features.
import './requests.events';
