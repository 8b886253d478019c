import { DELIVERY_OPTION_LABELS, type DeliveryOption } from '@app/shared';
import { Badge, Group, VisuallyHidden } from '@mantine/core';

export interface DeliveryBadgesProps {
  options: DeliveryOption[];
  /** Badges shown before the rest collapse into '+N' (up to 2). */
  max?: number;
}

export function DeliveryBadges({ options, max = 2 }: DeliveryBadgesProps) {
  if (options.length === 0) return null;
  const shown = options.slice(0, max);
  const rest = options.slice(max).map((option) => DELIVERY_OPTION_LABELS[option]);
  return (
    <Group gap={6} aria-label="Delivery options" role="group">
      {shown.map((option) => (
        <Badge key={option} variant="default" size="sm" radius="sm" tt="none" fw={600}>
          {DELIVERY_OPTION_LABELS[option]}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Badge variant="default" size="sm" radius="sm" fw={600} title={rest.join(', ')}>
          <span aria-hidden>+{rest.length}</span>
          <VisuallyHidden>{`and ${rest.join(', ')}`}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
}
