import type { EmailTemplatePreview } from '@app/shared';
import { Alert, Box, Code, Loader, Stack, Tabs, Text } from '@mantine/core';
import { errorMessage } from '#src/lib/api-client';

export interface TemplatePreviewProps {
  preview: EmailTemplatePreview | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * The frame inherits this page's Content-Security-Policy, which refuses inline styles: the email's
 * one style attribute (its font, on the wrapper) is left out rather than refused with a console error.
 * Every quote a template or value holds is escaped (&quot;), so only the server's own attribute matches.
 */
const withoutInlineStyles = (html: string) => html.replace(/ style="[^"]*"/g, '');

/**
 * What recipients get, rendered by the server with sample data: the HTML part in a sandboxed frame
 * (no script, no same-origin access: `sandbox=""`), and the plain-text part as text.
 */
export function TemplatePreview({ preview, error, loading }: TemplatePreviewProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="template-preview-title">
      <Text fw={600} id="template-preview-title">
        Preview with sample data {loading && <Loader size="xs" ml={6} aria-label="Updating the preview" />}
      </Text>
      {error ? (
        <Alert color="red" role="alert" title="This draft cannot be sent">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {preview && (
        <>
          <Text size="sm">
            <Text span c="gray.7">
              Subject:{' '}
            </Text>
            <span data-testid="preview-subject">{preview.subject}</span>
          </Text>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">Email</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="xs">
              <Box
                component="iframe"
                title="Email preview"
                sandbox=""
                srcDoc={withoutInlineStyles(preview.html)}
                w="100%"
                h={320}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, background: 'white' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="xs">
              <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
                {preview.text}
              </Code>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
