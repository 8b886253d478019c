import { FORM_8282_TEXT, todayIn, type SectionBGift } from '@app/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { formatDate } from '#src/lib/format';
import { useSectionBGifts } from '../../api/section-b-gifts';

// The dialogs' forms and schemas load when one opens, not with the dashboard (docs/quality.md, Lighthouse).
const SignPartVModal = lazyWhenOpened(() => import('./sign-part-v-modal').then((module) => module.SignPartVModal));
const RecordDisposalModal = lazyWhenOpened(() =>
  import('./record-disposal-modal').then((module) => module.RecordDisposalModal),
);

export interface SectionBGiftsCardProps {
  nonprofitId: number;
}

function GiftRow({ gift, onSign, onDispose }: { gift: SectionBGift; onSign: () => void; onDispose: () => void }) {
  const windowOpen = todayIn('UTC') <= gift.disposal_window_ends;
  const ends = formatDate(gift.disposal_window_ends);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-labelledby={`section-b-${gift.request_id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700} size="sm" id={`section-b-${gift.request_id}`}>
              {gift.item_title}
            </Text>
            <Text size="xs" c="dimmed">
              {gift.donor_name} · quantity {gift.quantity} · received {formatDate(gift.date_received)}
            </Text>
          </Stack>
          {/* No shade-9 text colour: the theme darkens light badges' text enough for AA contrast (4.5:1). */}
          {gift.signature ? (
            <Badge variant="light" color="teal" tt="none">
              Part V signed
            </Badge>
          ) : (
            <Badge variant="light" color="orange" tt="none">
              Signature needed
            </Badge>
          )}
        </Group>
        {gift.signature && (
          <Text size="sm">
            Signed by {gift.signature.signer_name}, {gift.signature.signer_title}, on{' '}
            {formatDate(gift.signature.signed_at)}
          </Text>
        )}
        <Text size="sm">
          {FORM_8282_TEXT.rule} {windowOpen ? FORM_8282_TEXT.windowEnds(ends) : FORM_8282_TEXT.windowOver(ends)}
        </Text>
        {gift.disposal && (
          <Text size="sm">Disposal recorded on {formatDate(gift.disposal.disposed_on)}: the donor has been told.</Text>
        )}
        <Group gap="xs">
          {!gift.signature && (
            <Button size="xs" onClick={onSign} aria-label={`Sign Part V for ${gift.item_title}`}>
              Sign Part V
            </Button>
          )}
          {!gift.disposal && windowOpen && (
            <Button
              size="xs"
              variant="default"
              onClick={onDispose}
              aria-label={`Record disposal of ${gift.item_title}`}
            >
              Record disposal
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Gifts in a donor's group of similar items over $5,000 in a year (Form 8283 Section B): the nonprofit
 * signs Part V, sees the 3-year Form 8282 rule and records a disposal (docs/product.md, Tax report).
 * Hidden while there are none.
 */
export function SectionBGiftsCard({ nonprofitId }: SectionBGiftsCardProps) {
  const gifts = useSectionBGifts(nonprofitId);
  const [signing, setSigning] = useState<SectionBGift | null>(null);
  const [disposing, setDisposing] = useState<SectionBGift | null>(null);
  const list = gifts.data?.gifts ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-b-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="section-b-title">
          Form 8283 signatures
        </Title>
        <Text size="sm" c="dimmed">
          These gifts are in a donor&apos;s group of similar items worth over $5,000 in a year. The donor&apos;s Form
          8283 Section B needs your organisation&apos;s signature in Part V. Not tax advice.
        </Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((gift) => (
            <GiftRow
              key={gift.request_id}
              gift={gift}
              onSign={() => setSigning(gift)}
              onDispose={() => setDisposing(gift)}
            />
          ))}
        </Stack>
      </Stack>
      <SignPartVModal
        nonprofitId={nonprofitId}
        gift={signing}
        opened={signing !== null}
        onClose={() => setSigning(null)}
      />
      <RecordDisposalModal
        nonprofitId={nonprofitId}
        gift={disposing}
        opened={disposing !== null}
        onClose={() => setDisposing(null)}
      />
    </Card>
  );
}
