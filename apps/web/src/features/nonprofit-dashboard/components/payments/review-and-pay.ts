import { type Invoice } from '@app/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { invoiceElementId, nextInvoiceToPay } from '#src/features/invoices';

/** Router state of the "Review and pay" link: the Payments tab then brings the invoice to pay into view. */
export const REVIEW_AND_PAY_STATE = { reviewAndPay: true } as const;

function askedToReview(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'reviewAndPay' in state;
}

/**
 * Once the invoices are shown after "Review and pay", scrolls to the next invoice to pay and focuses
 * it, so the user lands on it and not on a tab 1,300px above it. The request is used once: Back or a
 * reload does not scroll again.
 */
export function useReviewAndPay(invoices: readonly Invoice[] | undefined, onShowAll: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = askedToReview(location.state);
  useEffect(() => {
    if (!asked || !invoices) return;
    const target = nextInvoiceToPay(invoices);
    const element = target && document.getElementById(invoiceElementId(target.id));
    if (target && !element) {
      // Hidden by the status filter: show every invoice, then look again.
      onShowAll();
      return;
    }
    if (element) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
      element.focus({ preventScroll: true });
    }
    void navigate(location, { replace: true, state: null, preventScrollReset: true });
  }, [asked, invoices, location, navigate, onShowAll]);
}
