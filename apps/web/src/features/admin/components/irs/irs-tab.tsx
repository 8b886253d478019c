import { ADMIN_PAGE_SIZE, IRS_FILE_KIND_LABELS, IRS_FILE_KINDS, IRS_IMPORT_STATUSES } from '@app/shared';
import { Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAdminIrsImports } from '#src/features/admin/api/get-irs-imports';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { IrsImportForm } from './irs-import-form';
import { IRS_IMPORT_STATUS_LABELS } from './irs-import-status-badge';
import { IrsImportsTable } from './irs-imports-table';
import { IrsInUse } from './irs-in-use';

const DEFAULTS = { kind: '', status: '' };

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

const KIND_OPTIONS = [
  { value: '', label: 'Every file' },
  ...IRS_FILE_KINDS.map((kind) => ({ value: kind, label: IRS_FILE_KIND_LABELS[kind] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...IRS_IMPORT_STATUSES.map((status) => ({ value: status, label: IRS_IMPORT_STATUS_LABELS[status] })),
];

/**
 * The IRS data tab (docs/product.md, "Checking a nonprofit against IRS data"): the files in use,
 * an import form with progress, and the import history (kind, status and page in the URL).
 */
export function IrsTab() {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const kind = oneOf(IRS_FILE_KINDS, url.kind);
  const status = oneOf(IRS_IMPORT_STATUSES, url.status);
  const query = useAdminIrsImports({ kind, status, page: url.page, limit: ADMIN_PAGE_SIZE });
  const data = query.data;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="irs-in-use-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="irs-in-use-title">
              IRS data in use
            </Title>
            <Text size="sm" c="gray.7">
              These files inform the reviewer of a nonprofit and never reject one: churches and members of a group
              exemption are left out of them by design.
            </Text>
          </div>
          {data ? (
            <IrsInUse inUse={data.in_use} />
          ) : query.isError ? null : (
            <Skeleton height={60} role="status" aria-label="Loading the IRS data in use" />
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="irs-import-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="irs-import-title">
              Import a file
            </Title>
            <Text size="sm" c="gray.7">
              A file becomes the data in use only once it was read whole; a refused file leaves the data in use as it
              was.
            </Text>
          </div>
          <IrsImportForm />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="irs-history-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="irs-history-title">
            Import history
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="File"
              data={KIND_OPTIONS}
              value={kind ?? ''}
              allowDeselect={false}
              onChange={(value) => setUrl({ kind: value ?? '' })}
              style={{ flex: '1 1 10rem', maxWidth: '18rem' }}
            />
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={status ?? ''}
              allowDeselect={false}
              onChange={(value) => setUrl({ status: value ?? '' })}
              style={{ flex: '1 1 10rem', maxWidth: '16rem' }}
            />
          </Group>
          {query.isError && (
            <AdminLoadError
              error={query.error}
              title={data ? 'The import history could not be refreshed' : 'The import history could not be loaded'}
              onRetry={() => void query.refetch()}
            />
          )}
          {!(query.isError && !data) && (
            <IrsImportsTable
              imports={data?.imports ?? []}
              page={url.page}
              total={data?.total ?? 0}
              pageSize={ADMIN_PAGE_SIZE}
              fetching={query.isFetching}
              onPageChange={(page) => setUrl({ page })}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
