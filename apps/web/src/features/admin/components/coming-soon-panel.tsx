import type { ReactNode } from 'react';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';

export interface ComingSoonPanelProps {
  icon: ReactNode;
  /** What the tab will show once built. */
  description: string;
  actions?: ReactNode;
}

/** A tab that is planned but not built yet: says what it will hold. */
export function ComingSoonPanel({ icon, description, actions }: ComingSoonPanelProps) {
  return <TabEmptyState icon={icon} title="Coming soon" description={description} actions={actions} />;
}
