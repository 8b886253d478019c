import { AspectRatio, Badge, Button, Group, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { imageDisplayName, type UploaderImage } from './uploader-image';

/** A neutral frame when a picture cannot be shown (a broken image URL). */
const BROKEN_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3C/svg%3E";

export interface ImageThumbnailsProps {
  images: readonly UploaderImage[];
  /** The key of the image whose removal is under way. */
  removing: string | null;
  disabled?: boolean;
  onRemove: (image: UploaderImage) => void;
}

/** The chosen pictures in order, the first marked as the main one, each with a Remove button. */
export function ImageThumbnails({ images, removing, disabled = false, onRemove }: ImageThumbnailsProps) {
  if (images.length === 0) return null;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, xs: 3 }}
      spacing="sm"
      aria-label="Chosen images"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {images.map((image, index) => {
        const name = imageDisplayName(image);
        return (
          <li key={image.key}>
            <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
              <AspectRatio ratio={4 / 3}>
                <Image
                  src={image.thumbnail_url ?? image.url}
                  fallbackSrc={BROKEN_IMAGE}
                  alt={`Image ${index + 1}: ${name}`}
                  fit="cover"
                />
              </AspectRatio>
              {index === 0 && (
                <Badge size="sm" radius="sm" variant="filled" pos="absolute" top={6} left={6}>
                  Main picture
                </Badge>
              )}
              <Group gap={4} p={6} wrap="nowrap" justify="space-between">
                <Text size="xs" truncate="end" miw={0} title={name}>
                  {name}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={12} aria-hidden />}
                  loading={removing === image.key}
                  disabled={disabled || (removing !== null && removing !== image.key)}
                  aria-label={`Remove image ${name}`}
                  onClick={() => onRemove(image)}
                  style={{ flexShrink: 0 }}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
