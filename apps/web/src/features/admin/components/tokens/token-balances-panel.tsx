import { ADMIN_PAGE_SIZE, type AdminTokenBalance } from '@app/shared';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTokenBalances } from '#src/features/admin/api/get-token-balances';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { AdjustTokensModal } from './adjust-tokens-modal';
import { NonprofitFilterBadge } from './nonprofit-filter-badge';
import { TokenBalancesTable } from './token-balances-table';

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
  const [searchText, setSearchText] = useState(url.search);
  const [adjusting, setAdjusting] = useState<AdminTokenBalance | null>(null);
  const applySearch = useDebouncedCallback((search: string) => setUrl({ search: search.trim() }), 300);
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
        <TextInput
          label="Search"
          placeholder="Organization, contact or email"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          style={{ flex: '2 1 14rem' }}
        />
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
