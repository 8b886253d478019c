import { pausedByHold } from '@app/shared';
import type { NextStep, RequestAction, RequestCommand } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Who looks at the request. */
export type RequestViewer = 'donor' | 'nonprofit';

/** What a button asks for: a command of the lifecycle, or `decide`, which opens the decision dialog. */
export type RequestIntent = RequestCommand | 'decide';

/** The fields the next-step row reads; both parties' request types have them. */
export interface NextStepRequest {
  id: number;
  item_title: string;
  actions: RequestAction[];
  next_step: NextStep;
}

/** The commands that carry out each next step. */
const STEP_COMMANDS: Record<NextStep['action'], readonly RequestCommand[]> = {
  decide: ['approve', 'decline'],
  'choose-method': ['choose-method'],
  pay: ['start-checkout'],
  'coordinate-pickup': ['coordinate-pickup'],
  'mark-sent': ['mark-sent'],
  'confirm-received': ['confirm-received'],
  'follow-up': ['mark-sent'],
  paused: [],
  none: [],
};

const DECISIONS: readonly RequestCommand[] = ['approve', 'decline'];

export interface OfferedButton {
  intent: RequestIntent;
  label: string;
}

export interface NextStepPlan {
  /** The viewer's turn, as one button; null when it is not the viewer's turn or nothing is offered. */
  primary: OfferedButton | null;
  /** The other commands the viewer is offered now. */
  secondary: OfferedButton[];
  /** "Waiting for the donor to mark as sent", or the step the viewer must take but cannot here. */
  waiting: string | null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The buttons of a request, from the server's `actions` only: the next step as the primary button
 * when it is the viewer's turn, the rest as secondary buttons; the decisions (approve, decline) are
 * one button that opens the decision dialog with only the decisions offered.
 */
export function planNextStep(request: NextStepRequest, viewer: RequestViewer): NextStepPlan {
  const { actions, next_step: step } = request;
  const myTurn = step.actor === viewer;
  const stepCommands = myTurn ? STEP_COMMANDS[step.action] : [];
  const decisions = actions.filter((action) => DECISIONS.includes(action.command));

  let primary: OfferedButton | null = null;
  if (myTurn && step.action === 'decide' && decisions.length > 0) {
    primary = { intent: 'decide', label: step.label };
  } else if (myTurn) {
    const action = actions.find((offered) => stepCommands.includes(offered.command));
    if (action) primary = { intent: action.command, label: action.label };
  }

  const secondary: OfferedButton[] = [];
  if (decisions.length > 0 && primary?.intent !== 'decide')
    secondary.push({ intent: 'decide', label: 'Edit decision' });
  for (const action of actions) {
    if (DECISIONS.includes(action.command) || action.command === primary?.intent) continue;
    secondary.push({ intent: action.command, label: action.label });
  }

  let waiting: string | null = null;
  // An IRS hold: nobody's turn, and the viewer is told why (docs/product.md, "Checking a nonprofit against IRS data").
  if (pausedByHold(step)) waiting = step.label;
  else if (step.actor !== 'none' && !myTurn) waiting = `Waiting for the ${step.actor} to ${lowerFirst(step.label)}`;
  else if (myTurn && primary === null) waiting = `Next: ${step.label}`;
  return { primary, secondary, waiting };
}

export interface RequestNextStepProps {
  request: NextStepRequest;
  viewer: RequestViewer;
  onAction: (intent: RequestIntent) => void;
  /** The intent in flight for this request, if any. */
  busy?: RequestIntent | null;
  /** Buttons of the dashboard's own after the request's (Details, Message, Chat). */
  children?: ReactNode;
}

/** The viewer's next step as one primary button (or who is awaited), then the other actions offered. */
export function RequestNextStep({ request, viewer, onAction, busy = null, children }: RequestNextStepProps) {
  const plan = planNextStep(request, viewer);
  const title = request.item_title;
  return (
    <Group align="center" gap="xs" mt="sm" wrap="wrap">
      {plan.primary && (
        <Button
          size="sm"
          loading={busy === plan.primary.intent}
          disabled={busy !== null && busy !== plan.primary.intent}
          onClick={() => onAction(plan.primary!.intent)}
          aria-label={`${plan.primary.label} for ${title}`}
        >
          {plan.primary.label}
        </Button>
      )}
      {plan.waiting && (
        <Text size="sm" c="gray.8" fw={500} data-testid="request-waiting">
          {plan.waiting}
        </Text>
      )}
      {plan.secondary.map((button) => (
        <Button
          key={button.intent}
          size="sm"
          variant={button.intent === 'cancel' ? 'outline' : 'default'}
          color={button.intent === 'cancel' ? 'red' : undefined}
          loading={busy === button.intent}
          disabled={busy !== null && busy !== button.intent}
          onClick={() => onAction(button.intent)}
          aria-label={`${button.label} for ${title}`}
        >
          {button.label}
        </Button>
      ))}
      {children && (
        <Group gap="xs" ml="auto" wrap="wrap">
          {children}
        </Group>
      )}
    </Group>
  );
}
