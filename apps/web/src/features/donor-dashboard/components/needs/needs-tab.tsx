import { NEED_RULES, NEED_TEXT, type Need } from '@app/shared';
import {
  Button,
  Center,
  Grid,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { RequestsTabLoading } from '#src/features/requests';
import { useCategories } from '#src/lib/categories';
import { useDonorNeeds } from '#src/features/donor-dashboard/api/get-needs';
import { DonorNeedCard } from './donor-need-card';
import { YourOffers } from './your-offers';

// The item form and its schemas load with the first "I can give this".
const OfferItemDialog = lazyWhenOpened(() => import('./offer-item-dialog').then((module) => module.OfferItemDialog));

/** Page buttons shown either side of the current one: the row stays short however many pages there are. */
const SIBLINGS = 1;
/** The category filter's "All categories": no category sent. */
const ALL = 'all';

export interface NeedsTabProps {
  donorId: number;
}

/**
 * The donor's needs board (docs/product.md, Needs board): open needs its reach covers, searched and
 * filtered on the server a page at a time, each answered with "I can give this"; beside them, the
 * donor's own offers.
 */
export function NeedsTab({ donorId }: NeedsTabProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Need | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const categories = useCategories();
  const needs = useDonorNeeds(donorId, {
    q,
    category: category === ALL ? null : category,
    page,
    pageSize: NEED_RULES.pageSize,
  });

  const filtered = q.trim() !== '' || category !== ALL;
  const clear = () => {
    setSearch('');
    setCategory(ALL);
    setPage(1);
  };

  let list;
  if (needs.isPending) list = <RequestsTabLoading cardHeight={220} />;
  else if (needs.isError)
    list = <LoadErrorAlert onRetry={() => void needs.refetch()}>{NEED_TEXT.nearYouLoadFailed}</LoadErrorAlert>;
  else if (needs.data.total === 0 && !filtered)
    list = (
      <TabEmptyState icon={<IconSpeakerphone />} title={NEED_TEXT.nearYouEmpty} description={NEED_TEXT.nearYouIntro} />
    );
  else if (needs.data.needs.length === 0)
    list = (
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap="xs">
          <Text fw={600}>{NEED_TEXT.noMatch}</Text>
          <Button variant="light" onClick={clear}>
            {NEED_TEXT.clearFilters}
          </Button>
        </Stack>
      </Paper>
    );
  else {
    const { total, page_size: size } = needs.data;
    const pages = Math.max(1, Math.ceil(total / size));
    const first = (needs.data.page - 1) * size + 1;
    list = (
      <Stack gap="md">
        <Text ref={countRef} size="sm" c="dimmed" role="status" aria-live="polite" style={{ scrollMarginTop: 96 }}>
          {NEED_TEXT.shown(first, first + needs.data.needs.length - 1, total)}
        </Text>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {needs.data.needs.map((need) => (
            <li key={need.id}>
              <DonorNeedCard need={need} onAnswer={setAnswering} />
            </li>
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Center component="nav" aria-label={NEED_TEXT.pagesLabel}>
            <Pagination
              total={pages}
              value={needs.data.page}
              onChange={(next) => {
                setPage(next);
                countRef.current?.scrollIntoView({ block: 'start' });
              }}
              withEdges
              siblings={SIBLINGS}
              getControlProps={(control) => ({
                'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[
                  control
                ],
              })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {NEED_TEXT.nearYouHeading}
              </Title>
              <Text size="sm" c="dimmed">
                {NEED_TEXT.nearYouIntro}
              </Text>
            </Stack>
            <Group align="flex-end" gap="md" wrap="wrap">
              <TextInput
                label={NEED_TEXT.searchLabel}
                placeholder={NEED_TEXT.searchPlaceholder}
                type="search"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                maxLength={200}
                flex="1 1 240px"
              />
              <Select
                label={NEED_TEXT.categoryFilter}
                data={[{ value: ALL, label: NEED_TEXT.allCategories }, ...(categories.data ?? [])]}
                value={category}
                onChange={(value) => {
                  setCategory(value ?? ALL);
                  setPage(1);
                }}
                allowDeselect={false}
                searchable
                nothingFoundMessage={NEED_TEXT.noCategoryMatch}
                flex="1 1 200px"
                maw={{ sm: 280 }}
              />
            </Group>
            {list}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <YourOffers donorId={donorId} />
        </Grid.Col>
      </Grid>
      {/* Mounted closed on first use, then opened: Mantine gives focus back to the card's button. */}
      <OfferItemDialog
        opened={answering !== null}
        donorId={donorId}
        need={answering}
        onClose={() => setAnswering(null)}
      />
    </>
  );
}
