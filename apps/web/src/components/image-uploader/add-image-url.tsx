import { Button, Group, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

export interface AddImageUrlProps {
  disabled?: boolean;
  /** Checks and adds the URL; returns the sentence to show when it was refused, else null. */
  onAdd: (text: string) => string | null;
}

/** A picture already online: a URL field and an Add button (Enter adds too, never submitting the form). */
export function AddImageUrl({ disabled = false, onAdd }: AddImageUrlProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const refused = onAdd(text);
    setError(refused);
    if (!refused) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label="Add an image by URL"
        placeholder="https://example.org/photo.jpg"
        type="url"
        inputMode="url"
        leftSection={<IconLink size={16} aria-hidden />}
        value={text}
        error={error}
        disabled={disabled}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      />
      <Button variant="default" onClick={add} disabled={disabled} mt={25}>
        Add
      </Button>
    </Group>
  );
}
