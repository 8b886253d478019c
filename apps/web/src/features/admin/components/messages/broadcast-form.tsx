import '@mantine/dates/styles.css';
import {
  BROADCAST_MESSAGE_MAX,
  BROADCAST_MESSAGES,
  BROADCAST_TARGET_LABELS,
  BROADCAST_TARGETS,
  BROADCAST_TITLE_MAX,
  type BroadcastTarget,
} from '@app/shared';
import { Alert, Button, Group, Input, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { CALENDAR_POPOVER_PROPS, CALENDAR_PROPS } from '#src/lib/calendar-labels';
import { useCreateBroadcast } from '#src/features/admin/api/write-broadcast';

const TARGET_OPTIONS = BROADCAST_TARGETS.map((target) => ({ value: target, label: BROADCAST_TARGET_LABELS[target] }));

/** The picker's local "YYYY-MM-DD HH:mm:ss" as an ISO instant (the viewer's own zone). */
const toIso = (value: string | null) => (value ? new Date(value.replace(' ', 'T')).toISOString() : undefined);

const pickerProps = (what: string) => ({
  valueFormat: 'MMM D, YYYY h:mm A',
  clearable: true,
  ...CALENDAR_PROPS,
  popoverProps: CALENDAR_POPOVER_PROPS,
  clearButtonProps: { 'aria-label': `Clear the ${what}` },
  submitButtonProps: { 'aria-label': `Set the ${what}` },
  timePickerProps: {
    hoursInputLabel: 'Hours',
    minutesInputLabel: 'Minutes',
    amPmInputLabel: 'AM or PM',
    format: '12h' as const,
  },
});

/**
 * A new broadcast (docs/product.md, Admin console: Messages): title, message, who gets it, and an
 * optional window. The server checks the window again and answers with what is wrong.
 */
export function BroadcastForm() {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [target, setTarget] = useState<BroadcastTarget>('all');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBroadcast();
  const targetLabelId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !message.trim()) {
      setError(`${BROADCAST_MESSAGES.createError}: ${!title.trim() ? 'Title is required' : 'Message is required'}`);
      return;
    }
    setError(null);
    try {
      const result = await create.mutateAsync({
        title,
        message,
        target,
        starts_at: toIso(startsAt),
        expires_at: toIso(expiresAt),
      });
      notifications.show({ color: 'green', message: result.message });
      setTitle('');
      setMessage('');
      setStartsAt(null);
      setExpiresAt(null);
    } catch (failure) {
      const text = `${BROADCAST_MESSAGES.createError}: ${errorMessage(failure)}`;
      setError(text);
      notifications.show({ color: 'red', message: text });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-broadcast-title">
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Title"
          required
          value={title}
          maxLength={BROADCAST_TITLE_MAX}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          value={message}
          maxLength={BROADCAST_MESSAGE_MAX}
          autosize
          minRows={3}
          maxRows={8}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Input.Wrapper label="Send to" id={targetLabelId} labelElement="div">
          <SegmentedControl
            aria-labelledby={`${targetLabelId}-label`}
            data={TARGET_OPTIONS}
            value={target}
            onChange={(value) => setTarget(value as BroadcastTarget)}
            fullWidth
            mt={4}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimePicker
            label="Starts"
            description="Leave empty to send now"
            placeholder="Now"
            value={startsAt}
            minDate={new Date()}
            onChange={setStartsAt}
            {...pickerProps('start')}
          />
          <DateTimePicker
            label="Expires"
            description="Leave empty to keep it until ended"
            placeholder="Never"
            value={expiresAt}
            minDate={startsAt ?? new Date()}
            onChange={setExpiresAt}
            {...pickerProps('expiry')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} leftSection={<IconSpeakerphone size={16} aria-hidden />}>
            Send broadcast
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
