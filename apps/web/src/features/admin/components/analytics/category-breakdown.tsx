import { ANALYTICS_TOP_CATEGORIES_SHOWN, type AdminAnalytics } from '@app/shared';
import { Progress, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents, formatNumber } from '#src/lib/format';

export interface CategoryBreakdownProps {
  categories: AdminAnalytics['items']['category_breakdown'];
}

/** The five categories with the most items, each with its share of all items and its value. */
export function CategoryBreakdown({ categories }: CategoryBreakdownProps) {
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const shown = categories.slice(0, ANALYTICS_TOP_CATEGORIES_SHOWN);
  const others = categories.length - shown.length;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id="analytics-categories-title">
        Top categories
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items listed yet.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-labelledby="analytics-categories-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col" ta="right">
                Items
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Value
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((category) => {
              const share = total > 0 ? (category.count / total) * 100 : 0;
              return (
                <Table.Tr key={category.category}>
                  <Table.Td>
                    <Text size="sm">{category.category}</Text>
                    <Progress value={share} size="xs" mt={4} aria-hidden />
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(category.count)}</Table.Td>
                  <Table.Td ta="right">{formatCents(category.total_value_cents)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {others > 0 && (
        <Text size="xs" c="dimmed">
          {formatNumber(others)} more {others === 1 ? 'category' : 'categories'} not shown.
        </Text>
      )}
    </Stack>
  );
}
