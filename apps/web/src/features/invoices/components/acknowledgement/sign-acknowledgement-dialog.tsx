import { ACKNOWLEDGEMENT_TEXT, GIFT_USE_TEXT, giftUseLabel, signatureInputSchema, type GiftUse } from '@app/shared';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useSignAcknowledgement } from '../../api/sign-acknowledgement';
import { EMPTY_SIGNATURE, problemOf, SignatureFields } from './signature-fields';

export interface AcknowledgementToSign {
  requestId: number;
  itemTitle: string;
  quantity: number;
  intendedUse: GiftUse | null;
}

export interface SignAcknowledgementDialogProps {
  /** The letter to sign; null keeps the dialog closed. */
  target: AcknowledgementToSign | null;
  /** `confirm` also records the delivery received, in the same step. */
  mode: 'confirm' | 'sign';
  organization: string;
  onClose: () => void;
}

/**
 * A person at the nonprofit signs the acknowledgement (docs/product.md, Acknowledgement letters): typed
 * full name and title, and that they are authorised to sign; the server stamps the time.
 */
export function SignAcknowledgementDialog({ target, mode, organization, onClose }: SignAcknowledgementDialogProps) {
  const title = mode === 'confirm' ? 'Confirm received and sign' : 'Sign the acknowledgement';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && (
        <SignForm
          key={`${mode}-${target.requestId}`}
          target={target}
          mode={mode}
          organization={organization}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

interface SignFormProps {
  target: AcknowledgementToSign;
  mode: 'confirm' | 'sign';
  organization: string;
  onDone: () => void;
}

function SignForm({ target, mode, organization, onDone }: SignFormProps) {
  const [signature, setSignature] = useState(EMPTY_SIGNATURE);
  const [tried, setTried] = useState(false);
  const sign = useSignAcknowledgement();
  const parsed = signatureInputSchema.safeParse(signature);
  const care = target.intendedUse === 'care_of_needy';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    sign.mutate(
      { requestId: target.requestId, signature: { ...signature, authorised: true }, mode },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: mode === 'confirm' ? 'Delivery confirmed' : 'Acknowledgement signed',
            message: `The signed acknowledgement for ${target.itemTitle} is ready for the donor.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {mode === 'confirm' ? 'You confirm that ' : 'You acknowledge that '}
          {organization} received <strong>{target.itemTitle}</strong> (quantity {target.quantity}).{' '}
          {ACKNOWLEDGEMENT_TEXT.noGoodsOrServices} The letter states no value.
        </Text>
        <Text size="sm">
          <Text component="span" fw={600} size="sm">
            Intended use:{' '}
          </Text>
          {giftUseLabel(target.intendedUse)}
        </Text>
        {care && (
          <Alert
            color="teal"
            variant="light"
            title="Your signature also gives the written statement of IRC section 170(e)(3)"
          >
            <List size="sm" spacing={4}>
              {GIFT_USE_TEXT.care_of_needy.conditions.slice(0, 2).map((condition) => (
                <List.Item key={condition}>{condition}</List.Item>
              ))}
              <List.Item>{organization} is an organization described in section 501(c)(3).</List.Item>
            </List>
          </Alert>
        )}
        <SignatureFields
          organization={organization}
          values={signature}
          onChange={setSignature}
          problem={problemOf(parsed, tried)}
          autoFocus
        />
        <Text size="xs" c="dimmed">
          The date and time of signing are recorded. A signed acknowledgement cannot be changed; a correction creates a
          new version. This is not tax advice.
        </Text>
        {sign.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Not signed">
            {errorMessage(sign.error, 'Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={sign.isPending}>
            {mode === 'confirm' ? 'Confirm received and sign' : 'Sign acknowledgement'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
