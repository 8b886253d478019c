import { NEED_TEXT, type NeedOffer } from '@app/shared';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { NeedOfferStatusBadge } from '#src/components/needs/need-status-badge';
import { formatDate, formatWholeDollars } from '#src/lib/format';
import { paths, requestDetailsPath } from '#src/lib/paths';
import { useDonorNeedOffers } from '#src/features/donor-dashboard/api/get-needs';

/** "Your offers": the donor's answers to needs, newest first, each with where it stands. */
export function YourOffers({ donorId }: { donorId: number }) {
  const offers = useDonorNeedOffers(donorId);
  let body;
  if (offers.isPending) body = <Skeleton h={120} />;
  else if (offers.isError)
    body = <LoadErrorAlert onRetry={() => void offers.refetch()}>{NEED_TEXT.yourOffersLoadFailed}</LoadErrorAlert>;
  else if (offers.data.offers.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {NEED_TEXT.yourOffersEmpty}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {offers.data.offers.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </Stack>
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="donor-need-offers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="donor-need-offers-title">
          {NEED_TEXT.yourOffers}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

function OfferRow({ offer }: { offer: NeedOffer }) {
  const titleId = `donor-need-offer-${offer.id}`;
  return (
    <Stack
      component="li"
      gap={2}
      py="sm"
      aria-labelledby={titleId}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" align="flex-start" gap={4} wrap="wrap">
        <Text fw={600} size="sm" id={titleId} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
          {offer.title}
        </Text>
        <NeedOfferStatusBadge status={offer.status} viewer="donor" />
      </Group>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {NEED_TEXT.offerFor(offer.need_title, offer.nonprofit_name)}
      </Text>
      <Text size="xs" c="gray.7">
        {NEED_TEXT.unitsAt(offer.quantity, formatWholeDollars(offer.fair_market_value))}
      </Text>
      {offer.status === 'offered' && (
        <Text size="xs" fw={600} c="teal.9">
          {NEED_TEXT.heldForThem(formatDate(offer.offered_until))}
        </Text>
      )}
      {offer.request_id !== null && (
        <Anchor component={Link} to={requestDetailsPath(paths.donorDashboard, offer.request_id)} size="xs" fw={600}>
          {NEED_TEXT.seeRequest}
        </Anchor>
      )}
    </Stack>
  );
}
