import { DISPOSAL_METHOD_LABELS, ENHANCED_DEDUCTION_MISSING_TEXT, type TaxReportDonation } from '@app/shared';
import { Badge, Text } from '@mantine/core';
import { formatDate, formatMoney } from '#src/lib/format';

interface DonationProps {
  donation: TaxReportDonation;
}

/** The IRC 170(e)(3) figure, or the facts it lacks (docs/product.md, Tax report). */
export function EnhancedDeduction({ donation }: DonationProps) {
  if (donation.enhanced_deduction !== null) return <>{formatMoney(donation.enhanced_deduction)}</>;
  return (
    <Text component="span" size="xs" c="dimmed" display="block">
      Not computed:{' '}
      {donation.enhanced_deduction_missing.map((code) => ENHANCED_DEDUCTION_MISSING_TEXT[code]).join('; ')}
    </Text>
  );
}

/** Form 8283 Section B Part V: who signed for the nonprofit, or that the signature is still needed. */
export function DoneeSignatureStatus({ donation }: DonationProps) {
  const signature = donation.donee_signature;
  if (signature)
    return (
      <>
        Signed by {signature.signer_name}, {signature.signer_title}, on {formatDate(signature.signed_at)}
      </>
    );
  return (
    // The theme's darkened light-badge text passes AA contrast; orange's shade 9 would not.
    <Badge variant="light" color="orange" radius="sm" tt="none">
      Donee signature needed
    </Badge>
  );
}

/** A disposal the nonprofit recorded: it owes the donor a copy of Form 8282. */
export function DisposalText({ donation }: DonationProps) {
  const disposal = donation.disposal;
  if (!disposal) return null;
  const amount = disposal.amount_received === null ? '' : ` for ${formatMoney(disposal.amount_received)}`;
  return (
    <>
      {DISPOSAL_METHOD_LABELS[disposal.method]} on {formatDate(disposal.disposed_on)}
      {amount}. The nonprofit files Form 8282 and sends you a copy.
    </>
  );
}
