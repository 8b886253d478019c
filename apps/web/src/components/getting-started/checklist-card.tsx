import type { ChecklistState } from '@app/shared';
import { Box, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './checklist-card.module.css';

export interface ChecklistCardStep {
  key: string;
  state: ChecklistState;
  title: string;
  /** Shown for the active step (current, waiting or blocked): what to do and why. */
  body?: ReactNode;
  /** Where the step is done: a link or button, shown with the active step. */
  action?: ReactNode;
  /** One short line under an upcoming or done step. */
  note?: ReactNode;
}

export interface ChecklistCardProps {
  title: string;
  /** One sentence under the title: the next step. */
  subtitle?: ReactNode;
  steps: ChecklistCardStep[];
  /** The heading level the page needs (2 on a dashboard). */
  headingOrder?: 2 | 3;
}

const STATE_WORDS: Record<ChecklistState, string> = {
  done: 'done',
  current: 'to do now',
  waiting: 'in progress',
  blocked: 'needs attention',
  upcoming: 'later',
};

function Marker({ state, index }: { state: ChecklistState; index: number }) {
  const props = { size: 28, radius: 'xl', 'aria-hidden': true } as const;
  if (state === 'done')
    return (
      <ThemeIcon {...props} color="teal">
        <IconCheck size={16} />
      </ThemeIcon>
    );
  if (state === 'waiting')
    return (
      <ThemeIcon {...props} color="yellow" variant="light">
        <IconClockHour4 size={16} />
      </ThemeIcon>
    );
  if (state === 'blocked')
    return (
      <ThemeIcon {...props} color="red" variant="light">
        <IconX size={16} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon
      {...props}
      color={state === 'current' ? 'teal' : 'gray'}
      variant={state === 'current' ? 'filled' : 'light'}
    >
      <Text span fz="sm" fw={700}>
        {index + 1}
      </Text>
    </ThemeIcon>
  );
}

/**
 * A short numbered checklist (docs/product.md, Getting started): done steps checked, the active one
 * highlighted with what to do and a link to where it is done, later ones dimmed.
 */
export function ChecklistCard({ title, subtitle, steps, headingOrder = 2 }: ChecklistCardProps) {
  const done = steps.filter((step) => step.state === 'done').length;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" align="baseline">
            <Title order={headingOrder} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {done} of {steps.length} steps done
            </Text>
          </Group>
          {subtitle && <Text size="sm">{subtitle}</Text>}
          <Progress
            value={(done / steps.length) * 100}
            size="sm"
            color="teal"
            aria-label={`${done} of ${steps.length} steps done`}
          />
        </Stack>
        <Box component="ol" className={classes.list}>
          {steps.map((step, index) => {
            const active = step.state !== 'done' && step.state !== 'upcoming';
            return (
              <li
                key={step.key}
                className={classes.step}
                data-state={step.state}
                aria-current={active ? 'step' : undefined}
              >
                <Marker state={step.state} index={index} />
                <Stack gap={4} className={classes.content}>
                  <Text fw={active ? 700 : 600} c={step.state === 'upcoming' ? 'dimmed' : undefined}>
                    {step.title}
                    <VisuallyHidden> ({STATE_WORDS[step.state]})</VisuallyHidden>
                  </Text>
                  {active && step.body && (
                    <Text size="sm" component="div">
                      {step.body}
                    </Text>
                  )}
                  {!active && step.note && (
                    <Text size="sm" c="dimmed" component="div">
                      {step.note}
                    </Text>
                  )}
                  {active && step.action && <Box>{step.action}</Box>}
                </Stack>
              </li>
            );
          })}
        </Box>
      </Stack>
    </Paper>
  );
}
