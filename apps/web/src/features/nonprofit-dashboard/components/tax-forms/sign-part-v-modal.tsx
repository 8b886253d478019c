import { DONEE_SIGNATURE_TEXT, doneeSignatureFormSchema, type SectionBGift } from '@app/shared';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { formatDate } from '#src/lib/format';
import { useTaxFormWrite } from '../../api/section-b-gifts';

export interface SignPartVModalProps {
  nonprofitId: number;
  gift: SectionBGift | null;
  /** True while a gift is chosen: the dialog's code loads the first time (lazyWhenOpened). */
  opened: boolean;
  onClose: () => void;
}

interface SignatureValues {
  signer_name: string;
  signer_title: string;
  authorized: boolean;
}

/** Form 8283 Section B, Part V: the nonprofit's typed signature for one gift (docs/product.md, Tax report). */
export function SignPartVModal({ nonprofitId, gift, opened, onClose }: SignPartVModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign Form 8283 Part V" size="lg">
      {gift && <SignPartVForm nonprofitId={nonprofitId} gift={gift} onDone={onClose} />}
    </Modal>
  );
}

const resolve = schemaResolver(doneeSignatureFormSchema, { sync: true });

function SignPartVForm({ nonprofitId, gift, onDone }: { nonprofitId: number; gift: SectionBGift; onDone: () => void }) {
  const { sign } = useTaxFormWrite(nonprofitId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignatureValues>({
    mode: 'controlled',
    initialValues: { signer_name: '', signer_title: '', authorized: false },
    validate: (values) => resolve({ ...values, authorized: values.authorized || undefined }),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await sign.mutateAsync({ requestId: gift.request_id, form: { ...values, authorized: true } });
      notifications.show({ color: 'green', message: 'Form 8283 Part V signed. The donor now sees your signature.' });
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : 'The signature could not be saved.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{DONEE_SIGNATURE_TEXT.partV}</Text>
        <Stack gap={2}>
          <Text size="sm">
            <b>Organisation:</b> {gift.organization_name}, EIN {gift.ein ?? 'not given'}
          </Text>
          <Text size="sm">
            <b>Gift:</b> {gift.item_title} (quantity {gift.quantity}) from {gift.donor_name}
          </Text>
          <Text size="sm">
            <b>Date received:</b> {formatDate(gift.date_received)}
          </Text>
        </Stack>
        <TextInput
          label="Full name"
          required
          autoComplete="name"
          data-autofocus
          {...form.getInputProps('signer_name')}
        />
        <TextInput label="Title" required autoComplete="organization-title" {...form.getInputProps('signer_title')} />
        <Checkbox label={DONEE_SIGNATURE_TEXT.authorised} {...form.getInputProps('authorized', { type: 'checkbox' })} />
        <Text size="xs" c="dimmed">
          Signing records your typed name, title and the time. A signature cannot be changed afterwards. This is not tax
          advice.
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={sign.isPending}>
            Sign Part V
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
