import { contactRequestSchema, INQUIRY_TYPE_LABELS, INQUIRY_TYPES, TIMINGS, type InquiryType } from '@app/shared';
import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { SUPPORT_EMAIL } from '#src/lib/support';
import { useSubmitContact } from '../api/submit-contact';

interface ContactFormValues {
  name: string;
  email: string;
  organization: string;
  inquiryType: InquiryType | null;
  subject: string;
  message: string;
}

const INITIAL_VALUES: ContactFormValues = {
  name: '',
  email: '',
  organization: '',
  inquiryType: null,
  subject: '',
  message: '',
};

const INQUIRY_OPTIONS = INQUIRY_TYPES.map((value) => ({ value, label: INQUIRY_TYPE_LABELS[value] }));

// Light alert titles are tinted below AA contrast; keep them in the body text colour.
const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

const SUCCESS_TEXT = "Thank you for your message! We'll get back to you within 24 hours.";
const FAILURE_TEXT = 'Failed to submit form. Please try again or email us directly.';

/** Contact form: idle, sending, success (5 s banner, form cleared) or a visible failure. */
export function ContactForm() {
  const form = useForm<ContactFormValues>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(contactRequestSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const submit = useSubmitContact();
  const [sentAt, setSentAt] = useState<number | null>(null);

  // The outcome shows above the form while the user is at its Send button: bring it into view.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentAt !== null || submit.isError) statusRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [sentAt, submit.isError]);

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => setSentAt(null), TIMINGS.contactBannerMs);
    return () => window.clearTimeout(timer);
  }, [sentAt]);

  const handleSubmit = form.onSubmit((values) => {
    setSentAt(null);
    submit.mutate(contactRequestSchema.parse(values), {
      onSuccess: () => {
        form.reset();
        setSentAt(Date.now());
      },
    });
  });

  const failure =
    submit.error instanceof ApiError && submit.error.detail !== undefined ? submit.error.message : FAILURE_TEXT;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="md">
        {(sentAt !== null || submit.isError) && (
          <Stack ref={statusRef} gap="md" style={{ scrollMarginTop: 80 }}>
            {sentAt !== null && (
              <Alert
                color="teal"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                title="Message sent"
                styles={ALERT_STYLES}
              >
                {SUCCESS_TEXT}
              </Alert>
            )}
            {submit.isError && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title="Message not sent"
                styles={ALERT_STYLES}
              >
                {failure} You can also email us at <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
              </Alert>
            )}
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="Organization (optional)"
            autoComplete="organization"
            {...form.getInputProps('organization')}
          />
          <Select
            label="Inquiry type"
            placeholder="Choose a topic"
            required
            data={INQUIRY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('inquiryType')}
          />
        </SimpleGrid>
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <Textarea label="Message" required autosize minRows={5} maxRows={12} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submit.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            Send Message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
