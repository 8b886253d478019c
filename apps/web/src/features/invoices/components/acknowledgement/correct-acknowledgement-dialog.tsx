import { ACKNOWLEDGEMENT_TEXT, acknowledgementCorrectionSchema, type Acknowledgement } from '@app/shared';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useCorrectAcknowledgement } from '../../api/correct-acknowledgement';
import { EMPTY_SIGNATURE, problemOf, SignatureFields } from './signature-fields';

export interface CorrectAcknowledgementDialogProps {
  /** The current signed letter to correct; null keeps the dialog closed. */
  letter: Acknowledgement | null;
  itemTitle: string;
  onClose: () => void;
}

/**
 * A signed letter is never changed (docs/product.md, Acknowledgement letters): the receiving
 * nonprofit signs a new version with the description and quantity put right and the reason, and it
 * becomes the current letter; the old one stays readable.
 */
export function CorrectAcknowledgementDialog({ letter, itemTitle, onClose }: CorrectAcknowledgementDialogProps) {
  return (
    <Modal opened={letter !== null} onClose={onClose} title="Correct the acknowledgement" size="lg" centered>
      {letter && <CorrectionForm key={letter.request_id} letter={letter} itemTitle={itemTitle} onDone={onClose} />}
    </Modal>
  );
}

interface CorrectionFormProps {
  letter: Acknowledgement;
  itemTitle: string;
  onDone: () => void;
}

function CorrectionForm({ letter, itemTitle, onDone }: CorrectionFormProps) {
  const [description, setDescription] = useState(letter.items.description);
  const [quantity, setQuantity] = useState<number | string>(letter.items.quantity);
  const [reason, setReason] = useState('');
  const [signature, setSignature] = useState(EMPTY_SIGNATURE);
  const [tried, setTried] = useState(false);
  const correct = useCorrectAcknowledgement();
  const parsed = acknowledgementCorrectionSchema.safeParse({
    ...signature,
    description,
    quantity: quantity === '' ? undefined : Number(quantity),
    reason,
  });
  const problem = problemOf(parsed, tried);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    correct.mutate(
      { requestId: letter.request_id, correction: parsed.data },
      {
        onSuccess: (current) => {
          notifications.show({
            color: 'teal',
            title: 'Acknowledgement corrected',
            message: ACKNOWLEDGEMENT_TEXT.correctionSaved(itemTitle, current.current_version ?? 0),
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
          Version {letter.version}, signed by {letter.signature?.name}, stays readable. Your correction is signed as
          version {(letter.current_version ?? 0) + 1} and becomes the current letter for <strong>{itemTitle}</strong>;
          the donor is told. {ACKNOWLEDGEMENT_TEXT.noGoodsOrServices} The letter states no value.
        </Text>
        <Textarea
          label="Description"
          description="The items as the letter should describe them"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={problem('description')}
          autosize
          minRows={2}
          maxLength={2000}
          required
          data-autofocus
        />
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={setQuantity}
          error={problem('quantity')}
          min={1}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          required
        />
        <Textarea
          label="Reason for the correction"
          description="Shown on the new version, e.g. The title was wrong"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={problem('reason')}
          autosize
          minRows={2}
          maxLength={500}
          required
        />
        <SignatureFields
          organization={letter.nonprofit.name}
          values={signature}
          onChange={setSignature}
          problem={problem}
        />
        <Text size="xs" c="dimmed">
          The date and time of signing are recorded. This is not tax advice.
        </Text>
        {correct.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Not corrected">
            {errorMessage(correct.error, 'Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={correct.isPending}>
            Sign correction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
