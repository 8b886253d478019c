import { CloseButton, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TokenPurchaseResult } from '#src/features/token-store';

export interface TokenPurchaseNoticeProps {
  nonprofitId: number;
}

/** A return to /nonprofit-dashboard?session_id= shows the token purchase outcome above the tabs. */
export function TokenPurchaseNotice({ nonprofitId }: TokenPurchaseNoticeProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  if (!sessionId) return null;

  const dismiss = () =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete('session_id');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Paper withBorder radius="md" p="md" pos="relative" component="section" aria-label="Token purchase">
      <CloseButton aria-label="Dismiss token purchase status" pos="absolute" top={8} right={8} onClick={dismiss} />
      <TokenPurchaseResult sessionId={sessionId} nonprofitId={nonprofitId} headingOrder={2} compact />
    </Paper>
  );
}
