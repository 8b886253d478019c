import { GIFT_USE_MESSAGES, GIFT_USE_TEXT, isGiftUse, usesAllowed, type GiftUse, type Item } from '@app/shared';
import { List, Radio, Stack, Text } from '@mantine/core';

export interface GiftUseFieldProps {
  item: Pick<Item, 'resale_permitted'>;
  value: GiftUse | null;
  onChange: (use: GiftUse) => void;
  /** After a submit without a choice, the group says what is missing. */
  showError: boolean;
  /** Why resale, auction or raffle is not offered, when it is not. */
  resaleNote?: string;
}

/**
 * How the goods will be used (docs/product.md, Intended use and signed acknowledgements): a required
 * radio group; resale, auction or raffle only where the listing permits it. The care of the ill,
 * the needy or infants shows the conditions of IRC section 170(e)(3) in plain words.
 */
export function GiftUseField({
  item,
  value,
  onChange,
  showError,
  resaleNote = 'The donor does not allow resale, auction or raffle of this item.',
}: GiftUseFieldProps) {
  const uses = usesAllowed(item);
  return (
    <Radio.Group
      label="How will the goods be used?"
      description={item.resale_permitted ? undefined : resaleNote}
      value={value}
      onChange={(next) => {
        if (isGiftUse(next)) onChange(next);
      }}
      error={showError && value === null ? GIFT_USE_MESSAGES.required : undefined}
      required
    >
      <Stack gap="xs" mt="xs">
        {uses.map((use) => (
          <Radio
            key={use}
            value={use}
            label={GIFT_USE_TEXT[use].label}
            description={
              <>
                {GIFT_USE_TEXT[use].help}
                {use === 'care_of_needy' && (
                  <List size="xs" mt={4} spacing={2} c="gray.8">
                    {GIFT_USE_TEXT.care_of_needy.conditions.map((condition) => (
                      <List.Item key={condition}>{condition}</List.Item>
                    ))}
                  </List>
                )}
              </>
            }
          />
        ))}
      </Stack>
      {value === 'resale' && (
        <Text size="xs" c="gray.8" mt="xs">
          The donor sees this use before approving.
        </Text>
      )}
    </Radio.Group>
  );
}
