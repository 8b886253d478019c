import { showsLowBalanceWarning, TOKEN_RULES } from '@app/shared';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCoins, IconShoppingCart } from '@tabler/icons-react';
import { formatNumber, formatTokens } from '#src/lib/format';
import { useTokenBalance } from '#src/lib/token-balance';
import { useTokenStore } from '#src/lib/token-store';

export interface TokenBalanceBarProps {
  nonprofitId: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The balance, what was bought and spent, a low-balance warning under 10 (once tokens were bought) and Buy Tokens. */
export function TokenBalanceBar({ nonprofitId }: TokenBalanceBarProps) {
  const { data, isPending, isError } = useTokenBalance(nonprofitId);
  const tokenStore = useTokenStore();
  // The warning waits until tokens were bought once: a new account is not told its balance is low.
  const low = data !== undefined && showsLowBalanceWarning(data);

  return (
    <Paper withBorder radius="md" p="md" aria-label="Token balance" component="section">
      <Stack gap="sm">
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color={low ? 'orange' : 'teal'} aria-hidden>
              <IconCoins size={24} />
            </ThemeIcon>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                Token balance
              </Text>
              {isPending ? (
                <Skeleton h={30} w={120} mt={2} />
              ) : (
                <Text fz={26} fw={700} lh={1.2}>
                  {data ? formatTokens(data.balance) : 'Unavailable'}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xl">
            {data && <Figure label="Total purchased" value={formatNumber(data.total_purchased)} />}
            {data && <Figure label="Total spent" value={formatNumber(data.total_spent)} />}
            <Button
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              onClick={tokenStore.open}
              onMouseEnter={tokenStore.prefetch}
              onFocus={tokenStore.prefetch}
              aria-haspopup="dialog"
            >
              Buy Tokens
            </Button>
          </Group>
        </Group>
        {low && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title="Your token balance is low"
          >
            You have fewer than {TOKEN_RULES.lowBalanceThreshold} tokens left. Buy a bundle to keep requesting items.
          </Alert>
        )}
        {isError && (
          <Text size="sm" c="red.8" role="alert">
            Your token balance could not be loaded.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
