import { ADMIN_PAGE_SIZE, EMAIL_STATUS_LABELS, EMAIL_STATUSES, type AdminEmail, type EmailTemplate } from '@app/shared';
import { Card, Group, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useUrlFilters } from '#src/features/admin/lib/use-url-filters';
import { AdminLoadError } from '../admin-load-error';
import { EditTemplateModal } from './edit-template-modal';
import { EmailFigures } from './email-figures';
import { EmailTemplatesTable } from './email-templates-table';
import { RecentEmailsTable } from './recent-emails-table';
import { ResendEmailModal } from './resend-email-modal';
import { useEmailAnalytics } from './use-email-analytics';
import { useSearchText } from '#src/features/admin/lib/use-search-text';
import { AdminSearchField } from '../admin-search-field';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is (typeof EMAIL_STATUSES)[number] =>
  (EMAIL_STATUSES as readonly string[]).includes(value);

/**
 * The Emails tab (docs/product.md, Emails): the figures, the emails themselves (failed ones with
 * Resend), and every template with its use (view and edit with a preview). Status, template, search,
 * order and page live in the URL (`?tab=emails&status=failed` is the Overview's link).
 */
export function EmailsTab() {
  const [filters, setFilters] = useUrlFilters({ status: '', template: '', search: '', dir: 'desc' });
  const [searchText, changeSearch] = useSearchText(filters.search, (search) => setFilters({ search }));
  const [editing, setEditing] = useState<EmailTemplate | null>(null);
  const [resending, setResending] = useState<AdminEmail | null>(null);

  const status = isStatus(filters.status) ? filters.status : '';
  const sortDir = filters.dir === 'asc' ? 'asc' : 'desc';
  const query = useEmailAnalytics({
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
    status: status || undefined,
    template: filters.template || undefined,
    search: filters.search || undefined,
    sort_dir: sortDir,
  });

  if (query.isError && !query.data) {
    return (
      <AdminLoadError error={query.error} title="Emails could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;
  const templateOptions = [
    { value: '', label: 'All templates' },
    ...(data?.templates ?? []).map((template) => ({ value: template.key, label: template.name })),
  ];

  return (
    <Stack gap="lg">
      {data ? (
        <EmailFigures
          analytics={data.analytics}
          failedOnly={status === 'failed'}
          onFailedOnlyChange={(failedOnly) => setFilters({ status: failedOnly ? 'failed' : '' })}
        />
      ) : (
        <Skeleton height={96} radius="md" aria-hidden />
      )}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-emails-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="recent-emails-title">
            Recent emails
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <AdminSearchField value={searchText} placeholder="Recipient or subject" onChange={changeSearch} />
            <Select
              label="Status"
              data={STATUS_OPTIONS}
              value={status}
              allowDeselect={false}
              onChange={(value) => setFilters({ status: value ?? '' })}
              style={{ flex: '1 1 10rem' }}
            />
            <Select
              label="Template"
              data={templateOptions}
              value={filters.template}
              allowDeselect={false}
              searchable
              onChange={(value) => setFilters({ template: value ?? '' })}
              style={{ flex: '1 1 14rem' }}
            />
          </Group>
          {query.isError && (
            <AdminLoadError
              error={query.error}
              title="Emails could not be refreshed"
              onRetry={() => void query.refetch()}
            />
          )}
          <RecentEmailsTable
            emails={data?.recent_emails ?? []}
            page={filters.page}
            total={data?.total ?? 0}
            totalCapped={data?.total_capped}
            pageSize={ADMIN_PAGE_SIZE}
            fetching={query.isFetching}
            sortDir={sortDir}
            onPageChange={(page) => setFilters({ page })}
            onSortChange={(dir) => setFilters({ dir })}
            onResend={setResending}
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="email-templates-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="email-templates-title">
            Templates
          </Title>
          {data ? (
            <EmailTemplatesTable templates={data.templates} fetching={query.isFetching} onEdit={setEditing} />
          ) : (
            <Skeleton height={240} radius="md" role="status" aria-label="Loading templates" />
          )}
        </Stack>
      </Card>

      <EditTemplateModal template={editing} onClose={() => setEditing(null)} />
      <ResendEmailModal email={resending} onClose={() => setResending(null)} />
    </Stack>
  );
}
