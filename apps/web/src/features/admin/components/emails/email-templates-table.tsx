import type { EmailTemplate } from '@app/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { formatDate, formatNumber } from '#src/lib/format';

const WIDE = '(min-width: 48em)';
const WIDER = '(min-width: 75em)';

export interface EmailTemplatesTableProps {
  templates: EmailTemplate[];
  fetching: boolean;
  onEdit: (template: EmailTemplate) => void;
}

/** Every template (a fixed, short list) with how often and when it was last used. */
export function EmailTemplatesTable({ templates, fetching, onEdit }: EmailTemplatesTableProps) {
  return (
    <DataTable<EmailTemplate>
      aria-label="Email templates"
      records={templates}
      idAccessor="key"
      striped
      verticalSpacing="sm"
      fetching={fetching}
      minHeight={templates.length === 0 ? 150 : undefined}
      noRecordsText="No email templates."
      columns={[
        {
          accessor: 'name',
          title: 'Template',
          render: (template) => (
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {template.name}
              </Text>
              <Text size="xs" c="gray.7" visibleFrom="sm">
                {template.description}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'subject',
          title: 'Subject',
          visibleMediaQuery: WIDER,
          render: (template) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {template.subject}
            </Text>
          ),
        },
        {
          accessor: 'usage_count',
          title: 'Used',
          textAlign: 'right',
          render: (template) => formatNumber(template.usage_count),
        },
        {
          accessor: 'last_used',
          title: 'Last used',
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (template) => (template.last_used ? formatDate(template.last_used) : 'Never'),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          render: (template) => (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${template.name}`}
              onClick={() => onEdit(template)}
            >
              Edit
            </Button>
          ),
        },
      ]}
    />
  );
}
