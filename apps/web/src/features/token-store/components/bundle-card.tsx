import type { TokenBundle } from '@app/shared';
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatCents, formatNumber } from '#src/lib/format';
import classes from './token-store.module.css';

export interface BundleCardProps {
  bundle: TokenBundle;
  /** This bundle's checkout is being opened. */
  loading: boolean;
  /** Another bundle's checkout is being opened. */
  disabled: boolean;
  onBuy: (bundle: TokenBundle) => void;
}

/** The large bundle is labelled POPULAR; every bundle but starter shows its discount. */
export function BundleCard({ bundle, loading, disabled, onBuy }: BundleCardProps) {
  const headingId = `token-bundle-${bundle.key}`;
  const discounted = bundle.discount > 0 && bundle.final_price_cents < bundle.price_cents;
  const perToken = bundle.tokens > 0 ? bundle.final_price_cents / bundle.tokens : 0;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={headingId}
      className={classes.bundle}
      data-popular={bundle.popular || undefined}
    >
      {bundle.popular && (
        <Badge className={classes.popular} color="teal" variant="filled" radius="sm">
          POPULAR
        </Badge>
      )}
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={headingId} c="dimmed" tt="uppercase" fz="sm">
          {bundle.name}
        </Title>
        <div>
          <Text fz={32} fw={800} lh={1.1}>
            {formatNumber(bundle.tokens)}
          </Text>
          <Text size="sm" c="dimmed">
            tokens
          </Text>
        </div>
        <Stack gap={2} mt="auto">
          <Group gap={6} mih={22}>
            {discounted ? (
              <>
                <Text component="s" size="sm" c="dimmed">
                  <VisuallyHidden>was </VisuallyHidden>
                  {formatCents(bundle.price_cents)}
                </Text>
                <Badge
                  color="green"
                  variant="light"
                  c="color-mix(in srgb, var(--mantine-color-green-9), black 30%)"
                  radius="sm"
                  tt="none"
                >
                  {bundle.discount}% off
                </Badge>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                List price
              </Text>
            )}
          </Group>
          <Text fz={24} fw={700} lh={1.2}>
            {formatCents(bundle.final_price_cents)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatCents(perToken)} per token
          </Text>
        </Stack>
        <Button
          fullWidth
          variant={bundle.popular ? 'filled' : 'outline'}
          leftSection={<IconShoppingCart size={16} aria-hidden />}
          loading={loading}
          disabled={disabled}
          onClick={() => onBuy(bundle)}
          aria-label={`Buy ${bundle.name} bundle: ${formatNumber(bundle.tokens)} tokens for ${formatCents(bundle.final_price_cents)}`}
        >
          Buy
        </Button>
      </Stack>
    </Card>
  );
}
