import type { RequestView } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';
import { REQUEST_REFUSALS } from '../donations';
import { presentDonorRequests, presentNonprofitRequests } from './requests.presenter';
import { loadRequestDetail } from './requests.queries';

/** GET /requests/{id}: its nonprofit, its donor or an admin; anyone else is refused. */
export async function viewRequest(db: Queryable, viewer: UserRow, requestId: number): Promise<RequestView> {
  const detail = await loadRequestDetail(db, requestId);
  if (!detail) throw notFound(REQUEST_REFUSALS.notFound);
  const { request } = detail;
  if (viewer.role === 'admin') {
    const [shown] = await presentNonprofitRequests(db, { kind: 'admin', id: viewer.id }, [detail]);
    return { viewer: 'admin', request: shown! };
  }
  if (viewer.role === 'nonprofit' && viewer.id === request.nonprofitId) {
    const [shown] = await presentNonprofitRequests(db, { kind: 'nonprofit', id: viewer.id }, [detail]);
    return { viewer: 'nonprofit', request: shown! };
  }
  if (viewer.role === 'donor' && viewer.id === request.donorId) {
    const [shown] = await presentDonorRequests(db, { kind: 'donor', id: viewer.id }, [detail]);
    return { viewer: 'donor', request: shown! };
  }
  throw forbidden('You can only view your own requests.');
}
