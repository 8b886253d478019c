import { ITEM_CONDITION_LABELS, DELIVERY_OPTION_LABELS, type Listing } from '@app/shared';
import { Alert, Anchor, Button, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ITEM_PLACEHOLDER_IMAGE } from '#src/components/item-image/item-image';
import { DetailsFact, RequestDetailsList } from '#src/features/requests';
import { useRetained } from '#src/lib/use-retained';
import { formatDateTime, formatNumber, formatWholeDollars } from '#src/lib/format';
import { ListingStatusBadge } from './listing-status-badge';
import { reviewNoticeFor, toggledStatus } from './listing-status';

export interface ListingDetailsModalProps {
  /** The listing shown; null keeps the dialog closed. */
  listing: Listing | null;
  toggling: boolean;
  onClose: () => void;
  onClosed: () => void;
  onEdit: (listing: Listing) => void;
  onToggle: (listing: Listing) => void;
}

function ListingPictures({ listing }: { listing: Listing }) {
  const pictures = listing.images.length
    ? listing.images.map((image) => image.url)
    : [listing.image_url].filter(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(pictures.length, 3) }} spacing="xs">
      {pictures.map((url, index) => (
        <Image
          key={url}
          src={url}
          fallbackSrc={ITEM_PLACEHOLDER_IMAGE}
          alt={pictures.length > 1 ? `${listing.title}, picture ${index + 1} of ${pictures.length}` : listing.title}
          radius="md"
          h={pictures.length > 1 ? 140 : 240}
          fit="cover"
        />
      ))}
    </SimpleGrid>
  );
}

/** The notice above a listing nonprofits cannot see, by why they cannot. */
function noticeLook(status: Listing['status']): { color: string; title: string } {
  if (status === 'disabled') return { color: 'gray', title: 'Disabled' };
  if (status === 'rejected') return { color: 'red', title: 'Not approved' };
  return { color: 'orange', title: 'Waiting for review' };
}

function DetailsBody({
  listing,
  toggling,
  onEdit,
  onToggle,
}: Omit<ListingDetailsModalProps, 'listing' | 'onClose' | 'onClosed'> & { listing: Listing }) {
  const next = toggledStatus(listing.status);
  const notice = reviewNoticeFor(listing);
  const delivery = listing.shipping_options.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {listing.title}
        </Title>
        <ListingStatusBadge status={listing.status} />
      </Group>
      {notice && (
        <Alert color={noticeLook(listing.status).color} variant="light" title={noticeLook(listing.status).title}>
          {notice}
        </Alert>
      )}
      {listing.import_note && (
        <Alert color="yellow" variant="light" title="Picture not added">
          <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {listing.import_note}
          </Text>
        </Alert>
      )}
      <ListingPictures listing={listing} />
      <RequestDetailsList>
        <DetailsFact label="Category">{listing.category}</DetailsFact>
        {listing.sku && <DetailsFact label="SKU">{listing.sku}</DetailsFact>}
        {listing.condition && <DetailsFact label="Condition">{ITEM_CONDITION_LABELS[listing.condition]}</DetailsFact>}
        <DetailsFact label="Description">
          <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {listing.description}
          </Text>
        </DetailsFact>
        <DetailsFact label="Fair market value">{formatWholeDollars(listing.fair_market_value)} each</DetailsFact>
        <DetailsFact label="Quantity available">{formatNumber(listing.quantity)}</DetailsFact>
        <DetailsFact label="Approved quantity">{formatNumber(listing.approved_quantity)}</DetailsFact>
        <DetailsFact label="Total listed">{formatNumber(listing.quantity + listing.approved_quantity)}</DetailsFact>
        <DetailsFact label="Pending requests">
          {listing.pending_requests}
          {listing.pending_requests > 0 && (
            <>
              {' · '}
              <Anchor component={Link} to="?tab=requests" size="sm">
                Review requests
              </Anchor>
            </>
          )}
        </DetailsFact>
        <DetailsFact label="Delivery options">{delivery || 'None chosen'}</DetailsFact>
        <DetailsFact label="Listed on">{formatDateTime(listing.created_at)}</DetailsFact>
        <DetailsFact label="Last updated">{formatDateTime(listing.updated_at)}</DetailsFact>
      </RequestDetailsList>
      <Group gap="xs">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(listing)}>
          Edit
        </Button>
        {next && (
          <Button
            variant="default"
            leftSection={next === 'disabled' ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            loading={toggling}
            onClick={() => onToggle(listing)}
          >
            {next === 'disabled' ? 'Disable' : 'Enable'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Every field of one listing, its pictures, and how many units are approved or requested. */
export function ListingDetailsModal({ listing: current, onClose, onClosed, ...rest }: ListingDetailsModalProps) {
  const listing = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Item details"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      {listing && <DetailsBody listing={listing} {...rest} />}
    </Modal>
  );
}
