import { Anchor, Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

export interface LetterLinkProps {
  url: string | null;
  /** Whose letter, for screen readers ("View letter of Helping Hands"). */
  owner: string;
}

/** The tax-exempt letter (private to owner and admins), opened in a new tab. */
export function LetterLink({ url, owner }: LetterLinkProps) {
  if (!url) {
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none">
        No letter uploaded
      </Badge>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
      <Group component="span" gap={4} wrap="nowrap">
        View letter
        <VisuallyHidden>of {owner} (opens in a new tab)</VisuallyHidden>
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
