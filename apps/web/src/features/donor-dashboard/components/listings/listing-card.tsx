import type { Listing } from '@app/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { ItemImage } from '#src/components/item-image/item-image';
import { formatNumber, formatWholeDollars } from '#src/lib/format';
import { ListingStatusBadge } from './listing-status-badge';
import { reviewNoticeFor, toggledStatus } from './listing-status';
import classes from './listings.module.css';

export interface ListingCardActions {
  onEdit: (listing: Listing, opener: HTMLElement) => void;
  onToggle: (listing: Listing) => void;
  onDetails: (listing: Listing, opener: HTMLElement) => void;
}

export interface ListingCardProps extends ListingCardActions {
  listing: Listing;
  /** True while this listing's status change is under way. */
  toggling: boolean;
}

/** One listing: picture, status, category, title, description, value, quantity and its three actions. */
export function ListingCard({ listing, toggling, onEdit, onToggle, onDetails }: ListingCardProps) {
  const next = toggledStatus(listing.status);
  const notice = reviewNoticeFor(listing);
  const disabled = listing.status === 'disabled';
  const opener = (handler: (listing: Listing, opener: HTMLElement) => void) => (event: MouseEvent<HTMLElement>) =>
    handler(listing, event.currentTarget);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      className={classes.card}
      data-disabled={disabled || undefined}
    >
      <Card.Section className={classes.picture}>
        {disabled && (
          <span className={classes.pictureLabel}>
            <IconEyeOff size={14} aria-hidden /> Not listed
          </span>
        )}
        <ItemImage
          key={listing.thumbnail_url}
          src={listing.thumbnail_url}
          fallbackSrc={listing.image_url}
          alt={listing.title}
        />
      </Card.Section>
      <Stack gap={6} mt="sm" className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="gray.7" truncate="end" style={{ letterSpacing: '0.04em' }}>
            {listing.category}
          </Text>
          <ListingStatusBadge status={listing.status} />
        </Group>
        <Title order={3} fz="md" lh={1.3} lineClamp={2}>
          {listing.title}
        </Title>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {listing.description}
        </Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <div>
            <Text size="xs" c="dimmed">
              Fair market value
            </Text>
            <Text fw={700}>{formatWholeDollars(listing.fair_market_value)}</Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text size="xs" c="dimmed">
              Quantity available
            </Text>
            <Text fw={700}>{formatNumber(listing.quantity)}</Text>
          </div>
        </Group>
        {listing.pending_requests > 0 && (
          <Text size="xs" c="gray.8">
            {listing.pending_requests} pending {listing.pending_requests === 1 ? 'request' : 'requests'}
          </Text>
        )}
        {notice && (
          <Text
            size="xs"
            c={listing.status === 'rejected' ? 'red.9' : 'gray.8'}
            fw={disabled ? 600 : undefined}
            lineClamp={3}
            title={notice}
          >
            {notice}
          </Text>
        )}
        <Group gap={6} mt="auto" pt="xs" grow>
          <Button size="compact-sm" variant="filled" aria-label={`Edit ${listing.title}`} onClick={opener(onEdit)}>
            Edit
          </Button>
          {next && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`${next === 'disabled' ? 'Disable' : 'Enable'} ${listing.title}`}
              loading={toggling}
              onClick={() => onToggle(listing)}
            >
              {next === 'disabled' ? 'Disable' : 'Enable'}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Details for ${listing.title}`}
            onClick={opener(onDetails)}
          >
            Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
