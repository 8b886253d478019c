import {
  centsToDollars,
  type Disposal,
  type DisposalMethod,
  type DoneeSignature,
  type SectionBGift,
} from '@app/shared';
import type { SectionBGiftRow } from './section-b.queries';

interface SignatureColumns {
  signedOrganizationName: string | null;
  signedEin: string | null;
  signedDateReceived: string | null;
  signerName: string | null;
  signerTitle: string | null;
  signedAt: string | null;
}

interface DisposalColumns {
  disposedOn: string | null;
  disposalMethod: DisposalMethod | null;
  amountReceivedCents: number | null;
  disposalRecordedAt: string | null;
}

export function presentSignature(row: SignatureColumns): DoneeSignature | null {
  if (row.signedAt === null) return null;
  return {
    organization_name: row.signedOrganizationName ?? '',
    ein: row.signedEin,
    date_received: row.signedDateReceived ?? '',
    signer_name: row.signerName ?? '',
    signer_title: row.signerTitle ?? '',
    signed_at: row.signedAt,
  };
}

export function presentDisposal(row: DisposalColumns): Disposal | null {
  if (row.disposedOn === null || row.disposalMethod === null) return null;
  return {
    disposed_on: row.disposedOn,
    method: row.disposalMethod,
    amount_received: row.amountReceivedCents === null ? null : centsToDollars(row.amountReceivedCents),
    recorded_at: row.disposalRecordedAt ?? '',
  };
}

export function presentSectionBGift(row: SectionBGiftRow): SectionBGift {
  return {
    request_id: row.requestId,
    item_title: row.itemTitle,
    category: row.category,
    quantity: row.quantity,
    donor_name: row.donorName,
    date_received: row.dateReceived,
    disposal_window_ends: row.windowEnds,
    organization_name: row.organizationName,
    ein: row.ein,
    signature: presentSignature(row),
    disposal: presentDisposal(row),
  };
}
