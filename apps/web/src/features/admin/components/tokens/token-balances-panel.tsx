import { ADMIN_PAGE_SIZE, type AdminTokenBalance } from '@app/shared';
import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTokenBalances } from '#src/features/admin/api/get-token-balances';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { AdjustTokensModal } from './adjust-tokens-modal';
import { NonprofitFilterBadge } from './nonprofit-filter-badge';
import { TokenBalancesTable } from './token-balances-table';
import { useSearchText } from '#src/features/admin/lib/use-search-text';
import { AdminSearchField } from '../admin-search-field';

const DEFAULTS = { search: '', status: '', sort: 'name', dir: 'asc', user_id: '' };
const STATUS_OPTIONS = [
  { value: '', label: 'All balances' },
  { value: 'low', label: 'Low (under 10)' },
  { value: 'normal', label: 'Normal' },
];

export interface TokenBalancesPanelProps {
  /** Opens the Transactions view narrowed to one nonprofit. */
  onHistory: (nonprofitId: number) => void;
}

/** Every nonprofit's balance; search, status, order, nonprofit and page live in the URL. */
export function TokenBalancesPanel({ onHistory }: TokenBalancesPanelProps) {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const [searchText, changeSearch] = useSearchText(url.search, (search) => setUrl({ search }));
  const [adjusting, setAdjusting] = useState<AdminTokenBalance | null>(null);
  const userId = Number(url.user_id);
  const sortBy = url.sort === 'balance' ? 'balance' : 'name';
  const sortDir = url.dir === 'desc' ? 'desc' : 'asc';
  const query = useTokenBalances({
    page: url.page,
    limit: ADMIN_PAGE_SIZE,
    search: url.search || undefined,
    status: url.status === 'low' || url.status === 'normal' ? url.status : undefined,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
    sort_by: sortBy,
    sort_dir: sortDir,
  });
  const data = query.data;
  const named = data?.balances.find((row) => row.nonprofit_id === userId)?.nonprofit_name;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <AdminSearchField value={searchText} placeholder="Organization, contact or email" onChange={changeSearch} />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={url.status === 'low' || url.status === 'normal' ? url.status : ''}
          allowDeselect={false}
          onChange={(value) => setUrl({ status: value ?? '' })}
          style={{ flex: '1 1 10rem' }}
        />
        {userId > 0 && <NonprofitFilterBadge label={named ?? `#${userId}`} onClear={() => setUrl({ user_id: '' })} />}
      </Group>
      {query.isError && (
        <AdminLoadError
          error={query.error}
          title="Token balances could not be loaded"
          onRetry={() => void query.refetch()}
        />
      )}
      <TokenBalancesTable
        balances={data?.balances ?? []}
        page={url.page}
        total={data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        fetching={query.isFetching}
        sortBy={sortBy}
        sortDir={sortDir}
        onPageChange={(page) => setUrl({ page })}
        onSortChange={(sort, dir) => setUrl({ sort, dir })}
        onAdjust={setAdjusting}
        onHistory={(row) => onHistory(row.nonprofit_id)}
      />
      <AdjustTokensModal nonprofit={adjusting} onClose={() => setAdjusting(null)} />
    </Stack>
  );
}
