import {
  ADMIN_TOKEN_ADJUSTMENT_MAX,
  ADMIN_TOKEN_MESSAGES,
  adjustedBalance,
  TOKEN_RULES,
  type AdminTokenAdjustResponse,
  type AdminTokenBalance,
} from '@app/shared';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { formatTokens } from '#src/lib/format';
import { useAdjustTokens } from '#src/features/admin/api/adjust-tokens';
import { darkText } from './token-colors';

export interface AdjustTokensModalProps {
  nonprofit: AdminTokenBalance | null;
  onClose: () => void;
}

/** The success toast, saying so when a removal stopped at 0 and took less than asked. */
export function adjustedMessage(result: AdminTokenAdjustResponse): string {
  if (result.applied_amount === result.requested_amount) return ADMIN_TOKEN_MESSAGES.adjusted;
  return `${ADMIN_TOKEN_MESSAGES.adjusted} The balance stopped at 0: ${formatTokens(-result.applied_amount)} removed instead of ${formatTokens(-result.requested_amount)}.`;
}

/** The dialog stays mounted while it closes; the form inside starts afresh for each nonprofit. */
export function AdjustTokensModal({ nonprofit, onClose }: AdjustTokensModalProps) {
  return (
    <Modal
      opened={nonprofit !== null}
      onClose={onClose}
      title={nonprofit ? `Adjust tokens: ${nonprofit.nonprofit_name}` : 'Adjust tokens'}
    >
      {nonprofit && <AdjustTokensForm key={nonprofit.nonprofit_id} nonprofit={nonprofit} onDone={onClose} />}
    </Modal>
  );
}

/** What the adjustment will do, said before it is sent. */
function Outcome({ balance, amount }: { balance: number; amount: number }) {
  if (amount === 0) return null;
  const { after, applied } = adjustedBalance(balance, amount);
  return (
    <Stack gap={4} role="status">
      <Text size="sm">
        New balance: <strong>{formatTokens(after)}</strong>
        {after < TOKEN_RULES.lowBalanceThreshold ? ' (low)' : ''}
      </Text>
      {amount > 0 && (
        <Text size="sm" c="gray.7">
          The {formatTokens(amount)} are a new lot that expires in {TOKEN_RULES.lotLifetimeMonths} months.
        </Text>
      )}
      {applied !== amount && (
        <Text size="sm" c={darkText('orange')}>
          The balance stops at 0: only {formatTokens(-applied)} will be removed.
        </Text>
      )}
    </Stack>
  );
}

function AdjustTokensForm({ nonprofit, onDone }: { nonprofit: AdminTokenBalance; onDone: () => void }) {
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const adjust = useAdjustTokens();
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const amountError =
    !Number.isInteger(value) || value === 0
      ? 'Enter a whole number of tokens other than 0'
      : Math.abs(value) > ADMIN_TOKEN_ADJUSTMENT_MAX
        ? ADMIN_TOKEN_MESSAGES.amountTooLarge
        : null;
  const noteError = note.trim() ? null : 'An admin note is required';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || noteError) return;
    try {
      const result = await adjust.mutateAsync({
        nonprofit_id: nonprofit.nonprofit_id,
        adjustment_amount: value,
        admin_note: note.trim(),
      });
      notifications.show({ color: 'green', message: adjustedMessage(result) });
      onDone();
    } catch {
      // Shown in the dialog from adjust.error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Current balance: <strong>{formatTokens(nonprofit.balance)}</strong>
        </Text>
        {adjust.isError && (
          <Alert color="red" role="alert">
            {ADMIN_TOKEN_MESSAGES.adjustFailed}: {errorMessage(adjust.error)}
          </Alert>
        )}
        <NumberInput
          label="Adjustment (tokens)"
          description="A positive number adds tokens; a negative one removes them, oldest first."
          placeholder="e.g. 25 or -10"
          value={amount}
          onChange={setAmount}
          allowDecimal={false}
          allowNegative
          min={-ADMIN_TOKEN_ADJUSTMENT_MAX}
          max={ADMIN_TOKEN_ADJUSTMENT_MAX}
          clampBehavior="none"
          thousandSeparator=","
          required
          error={tried ? amountError : null}
          data-autofocus
        />
        <Outcome balance={nonprofit.balance} amount={Number.isInteger(value) ? value : 0} />
        <Textarea
          label="Admin note"
          description="Why the balance changes. The nonprofit sees it in its notification and email; the audit log keeps it."
          value={note}
          maxLength={1000}
          autosize
          minRows={2}
          maxRows={6}
          required
          error={tried ? noteError : null}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Adjust balance
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
