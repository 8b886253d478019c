import type { Listing } from '@app/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRetained } from '#src/lib/use-retained';
import { ItemForm } from './item-form';

/** Closed, a new item, or the listing being edited. */
export type ItemFormTarget = { mode: 'add' } | { mode: 'edit'; listing: Listing } | null;

export interface ItemFormModalProps {
  donorId: number;
  target: ItemFormTarget;
  onClose: () => void;
  /** Runs once the modal has gone, so focus can go back to the button that opened it. */
  onClosed?: () => void;
}

/** The Add Item and Edit dialogs: one form, keyboard usable, full screen on phones. */
export function ItemFormModal({ donorId, target: current, onClose, onClosed }: ItemFormModalProps) {
  // Kept through the exit transition so the form does not vanish while the dialog fades.
  const target = useRetained(current);
  const phone = useMediaQuery('(max-width: 36em)');
  const listing = target?.mode === 'edit' ? target.listing : null;
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={listing ? `Edit ${listing.title}` : 'Add Item'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      // The dashboard puts focus back itself (onClosed): the opener may be a card behind another dialog.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      {target && <ItemForm key={listing?.id ?? 'new'} donorId={donorId} listing={listing} onDone={onClose} />}
    </Modal>
  );
}
