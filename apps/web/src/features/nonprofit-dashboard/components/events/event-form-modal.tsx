import '@mantine/dates/styles.css';
import {
  EVENT_MESSAGES,
  EVENT_RULES,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  type EventType,
  type NonprofitEvent,
} from '@app/shared';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { CALENDAR_PROPS, CALENDAR_POPOVER_PROPS } from '#src/lib/calendar-labels';
import { formatWallTime, parseTypedTime } from '#src/lib/local-date-time';
import { viewerTimeZone } from '#src/lib/time-zone';
import { useRetained } from '#src/lib/use-retained';
import { useSaveEvent } from '#src/features/nonprofit-dashboard/api/save-event';
import {
  emptyEventValues,
  eventToValues,
  validateEventValues,
  valuesToInput,
  type EventFormValues,
} from './event-form-values';

/** Closed, a new event, or the event being edited. */
export type EventFormTarget = { mode: 'add' } | { mode: 'edit'; event: NonprofitEvent } | null;

export interface EventFormModalProps {
  opened: boolean;
  nonprofitId: number;
  target: EventFormTarget;
  onClose: () => void;
}

const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));

/** The Add Event and Edit Event dialogs; its code (and the date picker's) loads when first opened. */
export function EventFormModal({ opened, nonprofitId, target: current, onClose }: EventFormModalProps) {
  const target = useRetained(current);
  const phone = useMediaQuery('(max-width: 36em)');
  const event = target?.mode === 'edit' ? target.event : null;
  return (
    <Modal
      opened={opened && current !== null}
      onClose={onClose}
      title={event ? `Edit ${event.name}` : 'Add Event'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && <EventForm key={event?.id ?? 'new'} nonprofitId={nonprofitId} event={event} onDone={onClose} />}
    </Modal>
  );
}

interface EventFormProps {
  nonprofitId: number;
  event: NonprofitEvent | null;
  onDone: () => void;
}

function EventForm({ nonprofitId, event, onDone }: EventFormProps) {
  const mutation = useSaveEvent(nonprofitId);
  const [failure, setFailure] = useState<string | null>(null);
  // The day and time are read in the viewer's zone, the one every date on the page is shown in.
  const [timeZone] = useState(viewerTimeZone);
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: event ? eventToValues(event, timeZone) : emptyEventValues(),
    validate: (values) => validateEventValues(values, timeZone),
  });
  const typedTime = parseTypedTime(form.values.event_time);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ eventId: event?.id, fields: valuesToInput(values, timeZone) });
      notifications.show({ color: 'green', message: EVENT_MESSAGES.saved });
      onDone();
    } catch (error) {
      // A refusal the server explains (400) is worth showing; anything else gets the plain message.
      setFailure(error instanceof ApiError && error.status === 400 ? error.message : '');
      notifications.show({ color: 'red', message: EVENT_MESSAGES.saveFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Event name"
          required
          maxLength={EVENT_RULES.nameMax}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Event type"
            required
            data={[{ value: '', label: 'Choose a type' }, ...TYPE_OPTIONS]}
            {...form.getInputProps('event_type')}
            value={form.values.event_type ?? ''}
            onChange={(event) =>
              form.setFieldValue('event_type', (event.currentTarget.value || null) as EventType | null)
            }
          />
          <TextInput
            label="Location"
            maxLength={EVENT_RULES.locationMax}
            autoComplete="off"
            {...form.getInputProps('location')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatePickerInput
            label="Event date"
            required
            placeholder="Pick a date"
            valueFormat="MMM D, YYYY"
            {...CALENDAR_PROPS}
            popoverProps={CALENDAR_POPOVER_PROPS}
            {...form.getInputProps('event_day')}
          />
          <TextInput
            label="Event time"
            required
            placeholder="e.g. 5:30 PM"
            autoComplete="off"
            inputMode="text"
            description={
              typedTime
                ? `Saved as ${formatWallTime(typedTime)}, your time zone (${timeZone})`
                : `Like 5:30 PM or 17:30, your time zone (${timeZone})`
            }
            {...form.getInputProps('event_time')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Fundraising goal (USD)"
            description="Optional; leave empty for no goal"
            min={0}
            step={0.01}
            decimalScale={2}
            prefix="$"
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('fundraising_goal')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={EVENT_RULES.descriptionMax}
          {...form.getInputProps('description')}
        />
        {failure !== null && (
          <Alert color="red" role="alert" title={EVENT_MESSAGES.saveFailed}>
            {failure || undefined}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {event ? 'Save changes' : 'Add event'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
