import { ADMIN_ITEM_MESSAGES, type AdminItemDetails } from '@app/shared';
import { Button, Center, Divider, Group, Loader, Modal, Stack, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminItem } from '#src/features/admin/api/get-admin-item';
import { AdminLoadError } from '../admin-load-error';
import { ItemEditForm, StaleItemAlert } from './item-edit-form';
import { ItemFacts } from './item-facts';

export interface ItemDetailsModalProps {
  /** The item shown (`item_id=` in the URL); null keeps the dialog closed. */
  itemId: number | null;
  onClose: () => void;
  onApprove: (item: AdminItemDetails) => void;
  onReject: (item: AdminItemDetails) => void;
}

/** One item's details with its edit form, over the list; Approve and Reject while it waits for review. */
export function ItemDetailsModal({ itemId, onClose, ...actions }: ItemDetailsModalProps) {
  return (
    <Modal
      opened={itemId !== null}
      onClose={onClose}
      title="Item details"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {itemId !== null && <ItemDetailsBody key={itemId} itemId={itemId} {...actions} />}
    </Modal>
  );
}

function ItemDetailsBody({
  itemId,
  onApprove,
  onReject,
}: Omit<ItemDetailsModalProps, 'itemId' | 'onClose'> & { itemId: number }) {
  const query = useAdminItem(itemId);
  // After a 409 the dialog keeps the version the admin edited, until they choose to reload.
  const [pinned, setPinned] = useState<AdminItemDetails | null>(null);
  const [reloading, setReloading] = useState(false);
  const item = pinned ?? query.data?.item;

  if (query.isError) {
    return (
      <AdminLoadError
        error={query.error}
        title={ADMIN_ITEM_MESSAGES.detailsFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!item) {
    return (
      <Center py="xl" role="status" aria-label="Loading the item">
        <Loader />
      </Center>
    );
  }
  const reload = async () => {
    setReloading(true);
    await query.refetch();
    setReloading(false);
    setPinned(null);
  };
  return (
    <Stack gap="lg">
      <ItemFacts item={item} />
      {item.status === 'pending_review' && !pinned && (
        <Group gap="sm">
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => onApprove(item)}>
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onReject(item)}
          >
            Reject
          </Button>
        </Group>
      )}
      <Divider />
      <Title order={3} size="h5">
        Edit item
      </Title>
      {pinned && <StaleItemAlert reloading={reloading} onReload={() => void reload()} />}
      <ItemEditForm key={item.updated_at} item={item} onConflict={() => setPinned(item)} />
    </Stack>
  );
}
