// The app's global Mantine list leaves Switch out: only this admin tab uses it.
import '@mantine/core/styles/Switch.css';
import {
  ADMIN_SETTINGS_MESSAGES,
  adminSettingsSchema,
  type AdminSettings,
  type AdminSettingsResponse,
  type AdminSettingsUpdateRequest,
} from '@app/shared';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { useAdminSettings } from '#src/features/admin/api/get-admin-settings';
import { useUpdateAdminSettings } from '#src/features/admin/api/update-admin-settings';
import { AdminLoadError } from '../admin-load-error';
import { SettingChangeLine } from './setting-change-line';
import { NUMBER_SETTINGS } from './setting-fields';

/** What the form holds: a number input is '' while empty. */
type Draft = { [K in keyof AdminSettings]: AdminSettings[K] extends number ? number | string : AdminSettings[K] };

/** The settings that differ from those loaded, each checked by the server's own rule; errors by field. */
function changesOf(draft: Draft, saved: AdminSettings) {
  const changes: AdminSettingsUpdateRequest = {};
  const errors: Partial<Record<keyof AdminSettings, string>> = {};
  for (const key of Object.keys(saved) as (keyof AdminSettings)[]) {
    const raw = draft[key];
    const value = raw === '' ? undefined : raw;
    const checked = adminSettingsSchema.shape[key].safeParse(value);
    if (!checked.success) errors[key] = checked.error.issues[0]?.message ?? 'Invalid value';
    else if (checked.data !== saved[key]) Object.assign(changes, { [key]: checked.data });
  }
  return { changes, errors };
}

/**
 * The Settings tab (docs/product.md, Admin console: Settings): every site setting with its limits,
 * the last change of each read from the audit log, Save (only what changed) and Reset.
 */
export function SettingsTab() {
  const query = useAdminSettings();
  if (query.isError && !query.data) {
    return (
      <AdminLoadError error={query.error} title="Settings could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Skeleton height={420} radius="md" aria-hidden />;
  // A new form for each saved state, so Reset and a save both start from what the server holds.
  return <SettingsForm key={JSON.stringify(query.data.settings)} loaded={query.data} />;
}

function SettingsForm({ loaded }: { loaded: AdminSettingsResponse }) {
  const { settings, history } = loaded;
  const [draft, setDraft] = useState<Draft>(settings);
  const [shown, setShown] = useState<Partial<Record<keyof AdminSettings, string>>>({});
  const update = useUpdateAdminSettings();
  const { changes, errors } = changesOf(draft, settings);
  const dirty = Object.keys(changes).length > 0 || Object.keys(errors).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(errors);
    if (Object.keys(errors).length > 0 || Object.keys(changes).length === 0) return;
    try {
      const result = await update.mutateAsync(changes);
      notifications.show({ color: 'green', message: result.message });
    } catch {
      // Shown above the form from update.error.
    }
  };
  const reset = () => {
    setDraft(settings);
    setShown({});
    update.reset();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={2} size="h4" id="settings-title">
              Site settings
            </Title>
            <Text size="sm" c="gray.7">
              A saved value applies at once: to requests made and invoices issued from now on.
            </Text>
          </div>
          {update.isError && (
            <Alert color="red" role="alert" title={ADMIN_SETTINGS_MESSAGES.updateFailed}>
              {errorMessage(update.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            {NUMBER_SETTINGS.map((field) => (
              <Stack key={field.key} gap={4}>
                <NumberInput
                  label={field.label}
                  description={field.description}
                  value={draft[field.key]}
                  min={field.min}
                  max={field.max}
                  step={field.step}
                  decimalScale={field.decimals}
                  fixedDecimalScale={field.decimals === 2}
                  allowDecimal={field.decimals > 0}
                  allowNegative={false}
                  // An out-of-range value stays as typed and is refused with the limit, never silently changed.
                  clampBehavior="none"
                  prefix={field.prefix}
                  suffix={field.suffix}
                  error={shown[field.key]}
                  onChange={(value) => setDraft((previous) => ({ ...previous, [field.key]: value }))}
                />
                <SettingChangeLine settingKey={field.key} change={history[field.key]} />
              </Stack>
            ))}
            <Stack gap={4}>
              <Switch
                label="Require item approval"
                description="New items wait in the review queue until an admin approves them."
                checked={draft.require_item_approval}
                onChange={(event) =>
                  setDraft((previous) => ({ ...previous, require_item_approval: event.currentTarget.checked }))
                }
              />
              <SettingChangeLine settingKey="require_item_approval" change={history.require_item_approval} />
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reset} disabled={!dirty || update.isPending}>
              Reset
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
