import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardStats } from './dashboard-stats';
import { TokenBalanceBar } from './token-balance-bar';
import { TokenPurchaseNotice } from './token-purchase-notice';

export interface DashboardHeaderProps {
  nonprofitId: number;
  /** Account alerts shown first (approval status). */
  children?: ReactNode;
  /** The stat cards and the token balance; left out before approval (docs/product.md, Getting started). */
  withFigures?: boolean;
}

/** The dashboard header: a token purchase outcome when returning from checkout, the stat cards and the balance bar. */
export function DashboardHeader({ nonprofitId, children, withFigures = true }: DashboardHeaderProps) {
  return (
    <Stack gap="md">
      <TokenPurchaseNotice nonprofitId={nonprofitId} />
      {children}
      {withFigures && <DashboardStats nonprofitId={nonprofitId} />}
      {withFigures && <TokenBalanceBar nonprofitId={nonprofitId} />}
    </Stack>
  );
}
