import { ADMIN_PAGE_SIZE, type AuditLogEntry } from '@app/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  auditLogExportUrl,
  useAuditLog,
  useAuditLogFilters,
  type AuditLogFilters,
} from '#src/features/admin/api/get-audit-log';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { viewerTimeZone } from '#src/lib/time-zone';
import { AdminLoadError } from '../admin-load-error';
import { AuditDiffModal } from './audit-diff-modal';
import { AuditFiltersBar } from './audit-filters';
import { AuditTable } from './audit-table';

const DEFAULTS = { admin: '', action: '', target_type: '', target_id: '', from: '', to: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The URL's filters as the server reads them; anything unreadable in the URL is left out. */
function serverFilters(url: typeof DEFAULTS): AuditLogFilters {
  const adminId = Number(url.admin);
  const from = DAY.test(url.from) ? url.from : undefined;
  const to = DAY.test(url.to) ? url.to : undefined;
  return {
    by_admin_id: Number.isInteger(adminId) && adminId > 0 ? adminId : undefined,
    action: url.action || undefined,
    target_type: url.target_type || undefined,
    target_id: url.target_type && url.target_id ? url.target_id : undefined,
    from,
    to: from && to && to < from ? undefined : to,
    tz: viewerTimeZone(),
  };
}

/**
 * The Audit tab (docs/product.md, Admin console: Audit): every admin write, newest first, with who,
 * what, the target as it was named then and the reason; a row opens its changes field by field.
 * Admin, action, target, days and page live in the URL; Export CSV downloads the same selection.
 */
export function AuditTab() {
  const [url, setUrl] = useUrlFilters(DEFAULTS);
  const [opened, setOpened] = useState<AuditLogEntry | null>(null);
  const filters = serverFilters(url);
  const query = useAuditLog({ ...filters, limit: ADMIN_PAGE_SIZE, offset: (url.page - 1) * ADMIN_PAGE_SIZE });
  const options = useAuditLogFilters();

  if (query.isError && !query.data) {
    return (
      <AdminLoadError
        error={query.error}
        title="The audit log could not be loaded"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="audit-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4" id="audit-title">
              Audit log
            </Title>
            <Text size="sm" c="gray.7">
              Every change an admin made, newest first. Entries are never edited or deleted.
            </Text>
          </div>
          <Button
            component="a"
            href={auditLogExportUrl(filters)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        </Group>
        <AuditFiltersBar
          values={{
            admin: filters.by_admin_id ? String(filters.by_admin_id) : '',
            action: filters.action ?? '',
            target_type: filters.target_type ?? '',
            from: filters.from ?? '',
            to: filters.to ?? '',
          }}
          options={options.data}
          target={filters.target_id ? `${filters.target_type} #${filters.target_id}` : null}
          onChange={(changes) => setUrl(changes)}
        />
        {query.isError && (
          <AdminLoadError
            error={query.error}
            title="The audit log could not be refreshed"
            onRetry={() => void query.refetch()}
          />
        )}
        <AuditTable
          entries={data?.audit_logs ?? []}
          page={url.page}
          total={data?.total ?? 0}
          pageSize={ADMIN_PAGE_SIZE}
          fetching={query.isFetching}
          onPageChange={(page) => setUrl({ page })}
          onOpen={setOpened}
        />
      </Stack>
      <AuditDiffModal entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
