import { DISPOSAL_METHOD_LABELS, DISPOSAL_METHODS, FORM_8282_TEXT, todayIn, type SectionBGift } from '@app/shared';
import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { viewerTimeZone } from '#src/lib/time-zone';
import { useTaxFormWrite } from '../../api/section-b-gifts';

export interface RecordDisposalModalProps {
  nonprofitId: number;
  gift: SectionBGift | null;
  /** True while a gift is chosen: the dialog's code loads the first time (lazyWhenOpened). */
  opened: boolean;
  onClose: () => void;
}

interface DisposalValues {
  disposed_on: string;
  method: string;
  amount_received: number | string;
}

const METHOD_OPTIONS = [
  { value: '', label: 'Choose how' },
  ...DISPOSAL_METHODS.map((method) => ({ value: method, label: DISPOSAL_METHOD_LABELS[method] })),
];

/** Form 8282: the nonprofit records that it disposed of a Section B gift; the donor is told. */
export function RecordDisposalModal({ nonprofitId, gift, opened, onClose }: RecordDisposalModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Record a disposal (Form 8282)" size="lg">
      {gift && <DisposalFormFields nonprofitId={nonprofitId} gift={gift} onDone={onClose} />}
    </Modal>
  );
}

function DisposalFormFields({
  nonprofitId,
  gift,
  onDone,
}: {
  nonprofitId: number;
  gift: SectionBGift;
  onDone: () => void;
}) {
  const { dispose } = useTaxFormWrite(nonprofitId);
  const [failure, setFailure] = useState<string | null>(null);
  // Within the 3 years and not in the future, as the server checks.
  const today = todayIn(viewerTimeZone());
  const latest = today < gift.disposal_window_ends ? today : gift.disposal_window_ends;
  const form = useForm<DisposalValues>({
    mode: 'controlled',
    initialValues: { disposed_on: '', method: '', amount_received: '' },
    validate: {
      disposed_on: (value) =>
        value && value >= gift.date_received && value <= latest ? null : FORM_8282_TEXT.dateRange,
      method: (value) => (value ? null : 'Choose how the item was disposed of'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await dispose.mutateAsync({
        requestId: gift.request_id,
        form: {
          disposed_on: values.disposed_on,
          method: values.method as (typeof DISPOSAL_METHODS)[number],
          amount_received: values.amount_received === '' ? null : Number(values.amount_received),
        },
      });
      notifications.show({ color: 'green', message: 'Disposal recorded. The donor has been told.' });
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : 'The disposal could not be saved.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{FORM_8282_TEXT.rule}</Text>
        <Text size="sm">
          <b>Gift:</b> {gift.item_title} from {gift.donor_name}
        </Text>
        <TextInput
          type="date"
          label="Date disposed of"
          required
          min={gift.date_received}
          max={latest}
          data-autofocus
          {...form.getInputProps('disposed_on')}
        />
        <NativeSelect label="How" required data={METHOD_OPTIONS} {...form.getInputProps('method')} />
        <NumberInput
          label="Amount received (if any)"
          description="In US dollars; leave empty when nothing was received"
          min={0}
          decimalScale={2}
          prefix="$"
          thousandSeparator=","
          allowNegative={false}
          {...form.getInputProps('amount_received')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={dispose.isPending}>
            Record disposal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
