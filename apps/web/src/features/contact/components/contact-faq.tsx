import { Accordion, Button, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_FAQ_ITEMS } from './contact-faq-items';

/** Five questions at first, all thirteen when expanded. */
const COLLAPSED_COUNT = 5;
const LIST_ID = 'contact-faq-list';

export function ContactFaq() {
  const [expanded, setExpanded] = useState(false);
  const items = expanded ? CONTACT_FAQ_ITEMS : CONTACT_FAQ_ITEMS.slice(0, COLLAPSED_COUNT);

  return (
    <>
      <Accordion
        id={LIST_ID}
        variant="contained"
        order={3}
        styles={{ item: { backgroundColor: 'var(--mantine-color-white)' } }}
      >
        {items.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="gray.8">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Button
        mt="md"
        variant="default"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        rightSection={expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? 'Show fewer' : `Show all questions (${CONTACT_FAQ_ITEMS.length})`}
      </Button>
    </>
  );
}
