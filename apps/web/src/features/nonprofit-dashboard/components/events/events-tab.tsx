import { EVENT_MESSAGES, type NonprofitEvent } from '@app/shared';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { TabEmptyState } from '#src/components/dashboard-shell/tab-empty-state';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';
import { ApiError } from '#src/lib/api-client';
import { useDeleteEvent } from '#src/features/nonprofit-dashboard/api/delete-event';
import { useEvents } from '#src/features/nonprofit-dashboard/api/get-events';
import { DeleteEventModal } from './delete-event-modal';
import { EventAnalyticsModal } from './event-analytics-modal';
import { EventCard } from './event-card';
import type { EventFormTarget } from './event-form-modal';

// The form carries the date-time picker, so its code arrives with the first Add or Edit.
const EventFormModal = lazyWhenOpened(() => import('./event-form-modal').then((module) => module.EventFormModal));

export interface EventsTabProps {
  nonprofitId: number;
}

/** The nonprofit's events, upcoming first, with Add, Edit, Delete and Analytics. */
export function EventsTab({ nonprofitId }: EventsTabProps) {
  const events = useEvents(nonprofitId);
  const removal = useDeleteEvent(nonprofitId);
  const [formTarget, setFormTarget] = useState<EventFormTarget>(null);
  const [deleting, setDeleting] = useState<NonprofitEvent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [analyticsFor, setAnalyticsFor] = useState<NonprofitEvent | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    setRefusal(null);
  };
  const confirmDelete = (event: NonprofitEvent) =>
    removal.mutate(event.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: EVENT_MESSAGES.deleted });
        closeDelete();
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: EVENT_MESSAGES.deleteFailed });
        // The server says why (e.g. how many requests name the event); kept in the dialog to read.
        setRefusal(error instanceof ApiError && error.status !== 0 ? error.message : EVENT_MESSAGES.deleteFailed);
      },
    });

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setFormTarget({ mode: 'add' })}>
      Add Event
    </Button>
  );

  let body;
  if (events.isPending)
    body = (
      <Center py="xl" role="status" aria-label="Loading events">
        <Loader size="sm" />
      </Center>
    );
  else if (events.isError)
    body = <LoadErrorAlert onRetry={() => void events.refetch()}>Your events could not be loaded.</LoadErrorAlert>;
  else if (events.data.length === 0)
    body = (
      <TabEmptyState
        icon={<IconCalendarEvent />}
        title="No events yet"
        description="Add your fundraising galas, drives and programs to tie requests to them and follow what each one gathers."
        actions={addButton}
      />
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {events.data.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            onEdit={(target) => setFormTarget({ mode: 'edit', event: target })}
            onDelete={setDeleting}
            onAnalytics={setAnalyticsFor}
          />
        ))}
      </SimpleGrid>
    );

  const count = events.data?.length ?? 0;
  return (
    <Stack gap="md">
      {/* The Add button sits by the title, on the left: the chat button floats over the right-hand edge. */}
      <Group align="flex-end" gap="lg">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Events
          </Title>
          {count > 0 && (
            <Text size="sm" c="dimmed">
              {count} {count === 1 ? 'event' : 'events'}; status follows the date: upcoming until it has passed.
            </Text>
          )}
        </Stack>
        {count > 0 && addButton}
      </Group>
      {body}
      <EventFormModal
        opened={formTarget !== null}
        nonprofitId={nonprofitId}
        target={formTarget}
        onClose={() => setFormTarget(null)}
      />
      <DeleteEventModal
        event={deleting}
        loading={removal.isPending}
        refusal={refusal}
        onClose={closeDelete}
        onConfirm={confirmDelete}
      />
      <EventAnalyticsModal nonprofitId={nonprofitId} event={analyticsFor} onClose={() => setAnalyticsFor(null)} />
    </Stack>
  );
}
