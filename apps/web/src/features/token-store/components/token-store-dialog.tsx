import { TOKEN_RULES, VALUE_CENTS_PER_TOKEN, type TokenBundle } from '@app/shared';
import { Alert, Group, List, Modal, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoins, IconLock } from '@tabler/icons-react';
import { formatTokens, formatWholeDollars } from '#src/lib/format';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { useTokenBalance } from '#src/lib/token-balance';
import { useTokenBundles } from '../api/get-token-bundles';
import { purchaseErrorMessage, purchaseRefusal, usePurchaseTokens } from '../api/purchase-tokens';
import { BundleCard } from './bundle-card';
import classes from './token-store.module.css';

export interface TokenStoreDialogProps {
  opened: boolean;
  onClose: () => void;
  nonprofitId: number;
}

/** The Buy Tokens dialog: the bundles, then a redirect to the hosted checkout (docs/product.md, Payments). */
export function TokenStoreDialog({ opened, onClose, nonprofitId }: TokenStoreDialogProps) {
  const bundles = useTokenBundles(opened);
  const balance = useTokenBalance(opened ? nonprofitId : null);
  const purchase = usePurchaseTokens();
  const { data: user } = useCurrentUser();
  // The server refuses unapproved accounts; say so before anyone picks a bundle.
  const refusal = purchaseRefusal(user?.approval_status);
  // After a successful call the browser is on its way to the checkout page: keep that button busy.
  const busyKey = purchase.isPending || purchase.isSuccess ? purchase.variables?.bundleKey : undefined;

  const buy = (bundle: TokenBundle) => purchase.mutate({ bundleKey: bundle.key, nonprofitId });
  const close = () => {
    if (busyKey) return;
    purchase.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          Token Store
        </Text>
      }
      size={920}
      centered
      closeButtonProps={{ 'aria-label': 'Close token store' }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <IconCoins size={20} aria-hidden />
              <Text fw={600}>Your balance</Text>
            </Group>
            <Text fw={700}>
              {balance.data ? formatTokens(balance.data.balance) : balance.isError ? 'Unavailable' : '…'}
            </Text>
          </Group>
        </Paper>
        <Text size="sm" c="dimmed">
          Tokens pay for item requests: one token for every {formatWholeDollars(VALUE_CENTS_PER_TOKEN / 100)} of an
          item&apos;s value. Bigger bundles cost less per token.
        </Text>

        {refusal && !purchase.isError && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
            {refusal}
          </Alert>
        )}
        {purchase.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {purchaseErrorMessage(purchase.error)}
          </Alert>
        )}

        {bundles.isPending ? (
          <SimpleGrid cols={{ base: 2, md: 4 }} aria-busy="true" aria-label="Loading bundles">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={250} radius="md" />
            ))}
          </SimpleGrid>
        ) : bundles.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Bundles could not be loaded" role="alert">
            Please close the store and try again in a moment.
          </Alert>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 2, md: 4 }}
            spacing={{ base: 'sm', sm: 'md' }}
            className={classes.grid}
            aria-label="Token bundles"
          >
            {bundles.data.map((bundle) => (
              <BundleCard
                key={bundle.key}
                bundle={bundle}
                loading={busyKey === bundle.key}
                disabled={refusal !== null || (busyKey !== undefined && busyKey !== bundle.key)}
                onBuy={buy}
              />
            ))}
          </SimpleGrid>
        )}

        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>
            Tokens are non-refundable once purchased and expire {TOKEN_RULES.lotLifetimeMonths} months after purchase.
          </List.Item>
          <List.Item>Tokens spent on a request come back automatically if it is declined or expires.</List.Item>
        </List>
        <Group gap={6} c="dimmed">
          <IconLock size={14} aria-hidden />
          <Text size="xs">You pay on a secure checkout page; your card details never reach this site.</Text>
        </Group>
      </Stack>
    </Modal>
  );
}
