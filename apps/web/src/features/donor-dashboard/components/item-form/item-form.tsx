import {
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  GIFT_USE_MESSAGES,
  LISTING_MESSAGES,
  LISTING_RULES,
  type DeliveryOption,
  type ItemFormInput,
  type Listing,
} from '@app/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useCategories } from '#src/lib/categories';
import { savedListing, useSaveItem } from '#src/features/donor-dashboard/api/save-item';
import { deleteUploadedImage } from '#src/components/image-uploader/upload-image';
import {
  droppedUploads,
  initialItemValues,
  saveErrorFor,
  submitErrorFor,
  toItemFormInput,
  validateItemForm,
  type ItemFormValues,
  type QuantityCap,
} from './item-form-values';
import { ItemPictureFields } from './item-picture-fields';

/**
 * The same fields put to another use than adding or editing a listing: answering a need, which lists
 * the item and offers it to the nonprofit (docs/product.md, Needs board).
 */
export interface ItemFormPurpose {
  initialValues: ItemFormValues;
  quantityCap: QuantityCap;
  quantityDescription: string;
  submitLabel: string;
  /** The alert's title when saving fails. */
  failedTitle: string;
  /** The purpose's own fields, above the buttons (the note to the nonprofit). */
  extraFields?: ReactNode;
  /** Saves the item; resolves to the sentence shown once saved, throws as saving a listing does. */
  save: (body: ItemFormInput) => Promise<string>;
}

export interface ItemFormProps {
  donorId: number;
  /** The listing being edited; null for a new item. */
  listing: Listing | null;
  onDone: () => void;
  /** Another use of the form than saving a listing; absent for Add Item and Edit. */
  purpose?: ItemFormPurpose;
}

interface FormAlert {
  title: string;
  detail: string | null;
}

function savedMessage(created: boolean, saved: Listing | null, before: Listing | null): string {
  if (saved?.status === 'pending_review' && before?.status === 'rejected') {
    return 'Sent back for review: an admin checks your changes before the item appears in the marketplace.';
  }
  if (saved?.status === 'pending_review') {
    return `${LISTING_MESSAGES.waitingForReview}: an admin checks new items before they appear in the marketplace.`;
  }
  return created ? 'Item added to your listings and the marketplace.' : 'Item updated.';
}

/** Title, category, description, value, quantity, delivery options and pictures of one item. */
export function ItemForm({ donorId, listing, onDone, purpose }: ItemFormProps) {
  const created = listing === null;
  const mutation = useSaveItem(donorId);
  const categories = useCategories();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const form = useForm<ItemFormValues>({
    mode: 'controlled',
    initialValues: purpose?.initialValues ?? initialItemValues(listing),
    validate: (values) => validateItemForm(values, purpose?.quantityCap),
    validateInputOnChange: ['shipping_options'],
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const categoryData = [...(categories.data ?? [])];
  if (form.values.category && !categoryData.includes(form.values.category)) categoryData.unshift(form.values.category);
  const noDelivery = form.values.shipping_options.length === 0;
  const busy = mutation.isPending || saving;

  /** Saves the listing, or hands the item to the purpose; the sentence to show once saved. */
  const save = async (body: ItemFormInput): Promise<string> => {
    if (purpose) {
      setSaving(true);
      try {
        return await purpose.save(body);
      } finally {
        setSaving(false);
      }
    }
    const response = await mutation.mutateAsync({ donorId, itemId: listing?.id, body });
    return savedMessage(created, savedListing(response) ?? null, listing);
  };

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const body = toItemFormInput(values);
        const message = await save(body);
        // Best effort: an upload nothing uses is removed by the server a day after it was made anyway.
        for (const publicId of droppedUploads(listing, values, body))
          void deleteUploadedImage(publicId).catch(() => {});
        notifications.show({ color: 'green', message });
        onDone();
      } catch (error) {
        const failed = saveErrorFor(error);
        setAlert(purpose ? { ...failed, title: purpose.failedTitle } : failed);
      }
    },
    (errors) => {
      const message = submitErrorFor(errors);
      setAlert(message ? { title: message, detail: null } : null);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={200}
          autoComplete="off"
          data-autofocus
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <Select
          label="Category"
          required
          searchable
          data={categoryData}
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          nothingFoundMessage="No category matches"
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps('category')}
          value={form.values.category || null}
          onChange={(value) => form.setFieldValue('category', value ?? '')}
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          disabled={busy}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Fair market value"
            description="Per unit, in US dollars"
            required
            min={0}
            max={LISTING_RULES.maxValueCents / 100}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
            thousandSeparator=","
            allowNegative={false}
            disabled={busy}
            {...form.getInputProps('fair_market_value')}
          />
          <NumberInput
            label="Quantity"
            description={
              purpose?.quantityDescription ??
              (listing && listing.approved_quantity > 0
                ? `Total listed, at least the ${listing.approved_quantity} approved`
                : 'Total number of units listed')
            }
            required
            min={1}
            max={purpose?.quantityCap.max ?? LISTING_RULES.maxQuantity}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Cost basis (optional)"
            description="Per unit, in US dollars. Private: only you and admins see it; the tax report uses it."
            min={0}
            max={LISTING_RULES.maxValueCents / 100}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
            prefix="$"
            thousandSeparator=","
            allowNegative={false}
            disabled={busy}
            {...form.getInputProps('cost_basis')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Delivery options"
          withAsterisk
          description={
            noDelivery && !form.errors.shipping_options
              ? LISTING_MESSAGES.deliveryOptionInForm
              : 'How nonprofits may receive the item'
          }
          {...form.getInputProps('shipping_options')}
          onChange={(value) => form.setFieldValue('shipping_options', value as DeliveryOption[])}
        >
          <Group gap="lg" mt={6}>
            {DELIVERY_OPTIONS.map((option) => (
              <Checkbox key={option} value={option} label={DELIVERY_OPTION_LABELS[option]} disabled={busy} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          mt="xs"
          label={GIFT_USE_MESSAGES.resalePermittedLabel}
          description={GIFT_USE_MESSAGES.resalePermittedHelp}
          disabled={busy}
          {...form.getInputProps('resale_permitted', { type: 'checkbox' })}
        />
        <ItemPictureFields form={form} disabled={busy} onBusyChange={onBusyChange} />
        {purpose?.extraFields}
        {alert && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={alert.title}>
            {alert.detail && <Text size="sm">{alert.detail}</Text>}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {uploading && (
            <Text size="sm" c="dimmed" role="status">
              Waiting for the images to finish uploading…
            </Text>
          )}
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={uploading}>
            {purpose?.submitLabel ?? (created ? 'Add Item' : 'Save changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
