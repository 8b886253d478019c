import { Accordion, Text } from '@mantine/core';
import type { HelpQuestion } from '../help-topics';

export interface HelpFaqListProps {
  questions: HelpQuestion[];
  /** Heading level of each question, so headings stay in order wherever the list sits. */
  headingOrder: 3 | 4;
}

export function HelpFaqList({ questions, headingOrder }: HelpFaqListProps) {
  return (
    <Accordion variant="separated" order={headingOrder} chevronPosition="right">
      {questions.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Control>
            <Text fw={600} size="sm">
              {entry.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{entry.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
