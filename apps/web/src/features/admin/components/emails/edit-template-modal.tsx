import { EMAIL_CONTENT_MAX, EMAIL_SUBJECT_MAX, type EmailTemplate } from '@app/shared';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { TemplatePreview } from './template-preview';
import { useTemplatePreview, useUpdateTemplate } from './use-email-analytics';

export interface EditTemplateModalProps {
  template: EmailTemplate | null;
  onClose: () => void;
}

/** The dialog stays mounted while it closes; the form inside starts afresh for each template. */
export function EditTemplateModal({ template, onClose }: EditTemplateModalProps) {
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template ? `Edit template: ${template.name}` : 'Edit template'}
      size="80rem"
    >
      {template && <EditTemplateForm key={template.key} template={template} onDone={onClose} />}
    </Modal>
  );
}

function EditTemplateForm({ template, onDone }: { template: EmailTemplate; onDone: () => void }) {
  const [subject, setSubject] = useState(template.subject);
  const [content, setContent] = useState(template.content);
  const [draft] = useDebouncedValue({ subject, content }, 400);
  const preview = useTemplatePreview(template.key, draft, draft.subject.trim() !== '' && draft.content.trim() !== '');
  const update = useUpdateTemplate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await update.mutateAsync({ key: template.key, data: { subject, content } });
      notifications.show({ color: 'green', message: result.message });
      onDone();
    } catch {
      // Shown in the dialog from update.error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {template.description} Placeholders: {template.variables.map((name) => `{{${name}}}`).join(', ')}
          {template.required_variables.length > 0 &&
            `. Keep ${template.required_variables.map((name) => `{{${name}}}`).join(', ')}: it carries the email's link.`}
        </Text>
        {update.isError && (
          <Alert color="red" role="alert" title="The template was not saved">
            {errorMessage(update.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <TextInput
              label="Subject"
              required
              value={subject}
              maxLength={EMAIL_SUBJECT_MAX}
              onChange={(event) => setSubject(event.currentTarget.value)}
              data-autofocus
            />
            <Textarea
              label="Content"
              required
              value={content}
              maxLength={EMAIL_CONTENT_MAX}
              autosize
              minRows={10}
              maxRows={22}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
          </Stack>
          <TemplatePreview
            preview={preview.data}
            error={preview.error}
            loading={preview.isFetching || draft.subject !== subject || draft.content !== content}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
