import { IRS_FILE_KIND_LABELS, type AdminIrsImportsPage } from '@app/shared';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '#src/lib/format';

export interface IrsInUseProps {
  inUse: AdminIrsImportsPage['in_use'];
}

/** For each IRS file, what is in use now: its files with rows, when and by whom they were imported. */
export function IrsInUse({ inUse }: IrsInUseProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {inUse.map(({ kind, parts }) => (
        <Stack key={kind} gap={4} aria-labelledby={`irs-in-use-${kind}`} component="section">
          <Title order={3} size="h5" id={`irs-in-use-${kind}`}>
            {IRS_FILE_KIND_LABELS[kind]}
          </Title>
          {parts.length === 0 ? (
            <Text size="sm" c="gray.7">
              Not imported yet
            </Text>
          ) : (
            <List size="sm" spacing={4} listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
              {parts.map((part) => (
                <List.Item key={part.import_id}>
                  <Text size="sm" fw={600} span style={{ overflowWrap: 'anywhere' }}>
                    {part.file_name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatNumber(part.row_count)} rows · {formatDateTime(part.imported_at)}
                    {part.imported_by_name ? ` by ${part.imported_by_name}` : ''}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
