import { Badge, CloseButton } from '@mantine/core';

export interface NonprofitFilterBadgeProps {
  label: string;
  onClear: () => void;
}

/** The one nonprofit a list is narrowed to (`user_id`), with a button that shows them all again. */
export function NonprofitFilterBadge({ label, onClear }: NonprofitFilterBadgeProps) {
  return (
    <Badge
      size="lg"
      variant="light"
      color="blue"
      c="blue.9"
      radius="sm"
      tt="none"
      rightSection={<CloseButton size="xs" aria-label={`Show every nonprofit, not only ${label}`} onClick={onClear} />}
    >
      Nonprofit: {label}
    </Badge>
  );
}
