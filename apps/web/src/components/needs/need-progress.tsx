import { NEED_TEXT } from '@app/shared';
import { Progress, Stack, Text } from '@mantine/core';

export interface NeedProgressProps {
  fulfilled: number;
  quantity: number;
}

/** How much of a need approved requests cover: "4 of 10 covered" over a bar. */
export function NeedProgress({ fulfilled, quantity }: NeedProgressProps) {
  const covered = NEED_TEXT.covered(fulfilled, quantity);
  const percent = quantity > 0 ? Math.min(100, Math.round((fulfilled / quantity) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} aria-hidden>
        {covered}
      </Text>
      {/* The bar carries the sentence as its name; the visible line above is the same words. */}
      <Progress value={percent} color="teal.8" size="md" radius="xl" aria-label={covered} />
    </Stack>
  );
}
