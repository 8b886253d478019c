import { Card, Stack, Tabs } from '@mantine/core';
import { useTokenOverview } from '#src/features/admin/api/get-token-overview';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { TokenAnalyticsPanel } from './token-analytics-panel';
import { TokenBalancesPanel } from './token-balances-panel';
import { TokenOverviewCards } from './token-overview-cards';
import { TokenTransactionsPanel } from './token-transactions-panel';

const VIEWS = [
  { value: 'balances', label: 'Balances' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'analytics', label: 'Analytics' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** Every filter of every view: switching views clears the other view's, the nonprofit stays. */
const URL_NAMES = { view: 'balances', search: '', status: '', sort: '', dir: '', type: '', user_id: '' };
const CLEARED = { search: '', status: '', sort: '', dir: '', type: '' };

/**
 * The Tokens tab (docs/product.md, Admin console: Tokens): the ledger's headline figures, then
 * balances (with Adjust), the ledger's entries and bundle sales. The view (`view`), its filters and
 * the nonprofit (`user_id`) live in the URL.
 */
export function TokensTab() {
  const [url, setUrl] = useUrlFilters(URL_NAMES);
  const view: View = VIEWS.some((entry) => entry.value === url.view) ? (url.view as View) : 'balances';
  const overview = useTokenOverview();
  const open = (next: View, userId?: number) =>
    setUrl({ ...CLEARED, view: next, ...(userId === undefined ? {} : { user_id: String(userId) }) });

  return (
    <Stack gap="lg">
      {overview.isError ? (
        <AdminLoadError
          error={overview.error}
          title="Token figures could not be loaded"
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <TokenOverviewCards data={overview.data} />
      )}
      <Card withBorder radius="md" padding="lg" px={{ base: 'xs', sm: 'lg' }}>
        <Tabs value={view} onChange={(next) => next && open(next as View)} keepMounted={false}>
          <Tabs.List aria-label="Token views" mb="md">
            {VIEWS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="balances">
            <TokenBalancesPanel onHistory={(id) => open('transactions', id)} />
          </Tabs.Panel>
          <Tabs.Panel value="transactions">
            <TokenTransactionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <TokenAnalyticsPanel overview={overview.data} onNonprofit={(id) => open('balances', id)} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
