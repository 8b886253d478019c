import { LISTING_RULES } from '@app/shared';
import { Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploader } from '#src/components/image-uploader/image-uploader';
import type { ImageSource, ItemFormValues } from './item-form-values';

const SOURCES: { value: ImageSource; label: string }[] = [
  { value: 'upload', label: 'Upload images' },
  { value: 'url', label: 'Image URL' },
];

export interface ItemPictureFieldsProps {
  form: UseFormReturnType<ItemFormValues>;
  disabled: boolean;
  onBusyChange: (busy: boolean) => void;
}

/** The item's pictures: up to three through the uploader, or one image URL. */
export function ItemPictureFields({ form, disabled, onBusyChange }: ItemPictureFieldsProps) {
  const source = form.values.image_source;
  return (
    <Stack gap="xs">
      <SegmentedControl
        data={SOURCES}
        value={source}
        onChange={(value) => form.setFieldValue('image_source', value as ImageSource)}
        disabled={disabled}
        aria-label="How to add pictures"
        fullWidth
        maw={360}
      />
      {source === 'upload' ? (
        <Stack gap={4}>
          <ImageUploader
            value={form.values.images}
            onChange={(images) => form.setFieldValue('images', images)}
            max={LISTING_RULES.maxItemImages}
            label="Item images"
            description={`Up to ${LISTING_RULES.maxItemImages}. The first image is the item's main picture on its card.`}
            disabled={disabled}
            onBusyChange={onBusyChange}
          />
          {typeof form.errors.images === 'string' && <Input.Error>{form.errors.images}</Input.Error>}
        </Stack>
      ) : (
        <TextInput
          label="Image URL"
          description="One picture already online, shown as the item's main picture."
          placeholder="https://example.org/photo.jpg"
          type="url"
          inputMode="url"
          disabled={disabled}
          {...form.getInputProps('image_url')}
        />
      )}
      {source === 'url' && form.values.images.length > 0 && (
        <Text size="xs" c="dimmed">
          The uploaded images are not saved while Image URL is chosen.
        </Text>
      )}
    </Stack>
  );
}
