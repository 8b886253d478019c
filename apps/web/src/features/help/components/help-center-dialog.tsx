import { Anchor, Button, CloseButton, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRoute, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTourStarter } from '#src/lib/guided-tour';
import { SUPPORT_EMAIL } from '#src/lib/support';
import { filterHelp } from '../filter-help';
import { HELP_CATEGORIES } from '../help-topics';
import { HelpFaqList } from './help-faq-list';
import { HelpSearchResults } from './help-search-results';

export interface HelpCenterDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Help center dialog with categories, search and FAQ. */
export function HelpCenterDialog({ opened, onClose }: HelpCenterDialogProps) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState(HELP_CATEGORIES[0]!.id);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const searching = query.trim().length > 0;
  const startTour = useTourStarter();
  // The tour starts once the dialog has closed and handed focus back, so the tour keeps the focus.
  const tourAsked = useRef(false);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Help Center"
      closeButtonProps={{ 'aria-label': 'Close help center' }}
      size="xl"
      fullScreen={narrow}
      padding="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      onExitTransitionEnd={() => {
        if (tourAsked.current) startTour?.();
        tourAsked.current = false;
      }}
    >
      <Stack gap="lg">
        {startTour && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              New here, or want a reminder? The guided tour shows this dashboard in about 2 minutes.
            </Text>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconRoute size={16} aria-hidden />}
              onClick={() => {
                tourAsked.current = true;
                onClose();
              }}
            >
              Take the guided tour
            </Button>
          </Group>
        )}
        <TextInput
          label="Search help topics"
          placeholder="Try “tokens”, “delivery” or “password”"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={
            searching ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setQuery('')} /> : null
          }
        />

        {searching ? (
          <HelpSearchResults categories={filterHelp(HELP_CATEGORIES, query)} query={query} />
        ) : (
          <Tabs
            value={categoryId}
            onChange={(value) => value && setCategoryId(value)}
            variant="pills"
            orientation={narrow ? 'horizontal' : 'vertical'}
            styles={{ tab: { justifyContent: 'flex-start' } }}
          >
            <Tabs.List aria-label="Help categories" mb={narrow ? 'md' : 0} miw={narrow ? undefined : 190}>
              {HELP_CATEGORIES.map((category) => (
                <Tabs.Tab key={category.id} value={category.id} leftSection={<category.icon size={16} aria-hidden />}>
                  {category.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {HELP_CATEGORIES.map((category) => (
              <Tabs.Panel key={category.id} value={category.id} pl={narrow ? 0 : 'md'}>
                <HelpFaqList questions={category.questions} headingOrder={3} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}

        <Text size="sm">
          Still need help?{' '}
          <Anchor component={Link} to="/contact" onClick={onClose}>
            Send us a message
          </Anchor>{' '}
          or email <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
      </Stack>
    </Modal>
  );
}
