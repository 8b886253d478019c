import '@mantine/dates/styles.css';
import { NEED_RULES, NEED_TEXT, type Need } from '@app/shared';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';
import { useCategories } from '#src/lib/categories';
import { useRetained } from '#src/lib/use-retained';
import { EventSelect, GiftUseField } from '#src/features/marketplace';
import { useSaveNeed } from '#src/features/nonprofit-dashboard/api/save-need';
import {
  initialNeedValues,
  firstNeededByDay,
  toNeedInput,
  validateNeedValues,
  type NeedFormValues,
} from './need-form-values';

/** Closed, a new need, or the need being edited. */
export type NeedFormTarget = { mode: 'post' } | { mode: 'edit'; need: Need } | null;

export interface NeedFormModalProps {
  opened: boolean;
  nonprofitId: number;
  target: NeedFormTarget;
  onClose: () => void;
}

/** The Post a need and Edit dialogs; their code (the date picker, the shared schema) loads when first opened. */
export function NeedFormModal({ opened, nonprofitId, target: current, onClose }: NeedFormModalProps) {
  const target = useRetained(current);
  const phone = useMediaQuery('(max-width: 36em)');
  const need = target?.mode === 'edit' ? target.need : null;
  return (
    <Modal
      opened={opened && current !== null}
      onClose={onClose}
      title={need ? NEED_TEXT.editTitle(need.title) : NEED_TEXT.postNeed}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && <NeedFormBody key={need?.id ?? 'new'} nonprofitId={nonprofitId} need={need} onDone={onClose} />}
    </Modal>
  );
}

interface NeedFormBodyProps {
  nonprofitId: number;
  need: Need | null;
  onDone: () => void;
}

function NeedFormBody({ nonprofitId, need, onDone }: NeedFormBodyProps) {
  const mutation = useSaveNeed(nonprofitId);
  const categories = useCategories();
  // The first day offered: read once, so a dialog left open over midnight keeps what it showed.
  const [today] = useState(firstNeededByDay);
  const [failure, setFailure] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const form = useForm<NeedFormValues>({
    mode: 'controlled',
    initialValues: initialNeedValues(need),
    validate: (values) => validateNeedValues(values, today),
  });
  const busy = mutation.isPending;
  const categoryData = [...(categories.data ?? [])];
  if (form.values.category && !categoryData.includes(form.values.category)) categoryData.unshift(form.values.category);

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await mutation.mutateAsync({ needId: need?.id, body: toNeedInput(values) });
        notifications.show({ color: 'green', message: saved.message });
        onDone();
      } catch (error) {
        // The server's reason for a refusal (400: a past day, a quantity below what is approved) is
        // shown in place; anything else gets the plain sentence.
        setFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '');
      }
    },
    () => setTried(true),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={NEED_TEXT.titleLabel}
          placeholder={NEED_TEXT.titlePlaceholder}
          required
          maxLength={NEED_RULES.titleMax}
          autoComplete="off"
          data-autofocus
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={NEED_TEXT.category}
            required
            searchable
            data={categoryData}
            placeholder={categories.isPending ? NEED_TEXT.loadingCategories : NEED_TEXT.chooseCategory}
            nothingFoundMessage={NEED_TEXT.noCategoryMatch}
            allowDeselect={false}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('category')}
            value={form.values.category || null}
            onChange={(value) => form.setFieldValue('category', value ?? '')}
          />
          <NumberInput
            label={NEED_TEXT.quantityLabel}
            required
            min={1}
            max={NEED_RULES.maxQuantity}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>
        <Textarea
          label={NEED_TEXT.descriptionLabel}
          placeholder={NEED_TEXT.descriptionPlaceholder}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={NEED_RULES.descriptionMax}
          disabled={busy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatePickerInput
            label={NEED_TEXT.neededByLabel}
            required
            placeholder={NEED_TEXT.pickDate}
            valueFormat="MMM D, YYYY"
            minDate={today}
            {...CALENDAR_PROPS}
            popoverProps={CALENDAR_POPOVER_PROPS}
            disabled={busy}
            {...form.getInputProps('needed_by')}
          />
          <EventSelect
            nonprofitId={nonprofitId}
            value={form.values.event_id}
            onChange={(value) => form.setFieldValue('event_id', value)}
            upcomingOnly
          />
        </SimpleGrid>
        <GiftUseField
          item={{ resale_permitted: true }}
          value={form.values.intended_use}
          onChange={(use) => form.setFieldValue('intended_use', use)}
          showError={tried}
        />
        {failure !== null && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={NEED_TEXT.saveFailed}
          >
            {failure || undefined}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {need ? NEED_TEXT.saveChanges : NEED_TEXT.postSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
