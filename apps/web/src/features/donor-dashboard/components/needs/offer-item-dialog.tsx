import { NEED_MESSAGES, NEED_RULES, NEED_TEXT, type Need } from '@app/shared';
import { Modal, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDate } from '#src/lib/format';
import { useRetained } from '#src/lib/use-retained';
import { useOfferItem } from '#src/features/donor-dashboard/api/offer-item';
import { ItemForm } from '../item-form/item-form';
import { offerItemValues, offerQuantityCap } from './offer-item-values';

export interface OfferItemDialogProps {
  opened: boolean;
  donorId: number;
  /** The need being answered; kept through the exit transition. */
  need: Need | null;
  onClose: () => void;
}

/**
 * "I can give this": the donor's item form, filled from the need and capped at what it still lacks,
 * with a note to the nonprofit. Saving lists the item and holds it for that nonprofit first
 * (docs/product.md, Needs board). Loads when first opened: the form carries the shared schemas.
 */
export function OfferItemDialog({ opened, donorId, need: current, onClose }: OfferItemDialogProps) {
  const need = useRetained(current);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened && current !== null}
      onClose={onClose}
      title={need ? NEED_TEXT.offerTitle(need.title) : NEED_TEXT.answer}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {need && <OfferForm key={need.id} donorId={donorId} need={need} onDone={onClose} />}
    </Modal>
  );
}

function OfferForm({ donorId, need, onDone }: { donorId: number; need: Need; onDone: () => void }) {
  const offer = useOfferItem(donorId);
  const [note, setNote] = useState('');
  return (
    <>
      <Text size="sm" c="gray.7" mb="md">
        {NEED_TEXT.offerSummary(need.nonprofit_name, need.quantity_remaining, formatDate(need.needed_by))}
      </Text>
      <ItemForm
        donorId={donorId}
        listing={null}
        onDone={onDone}
        purpose={{
          initialValues: offerItemValues(need),
          quantityCap: offerQuantityCap(need),
          quantityDescription: NEED_TEXT.offerQuantityHelp(need.quantity_remaining),
          submitLabel: NEED_TEXT.sendOffer,
          failedTitle: NEED_TEXT.offerNotSent,
          extraFields: (
            <Textarea
              label={NEED_TEXT.noteLabel}
              placeholder={NEED_TEXT.notePlaceholder}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
            />
          ),
          save: async (body) => {
            await offer.mutateAsync({ donorId, needId: need.id, body: { ...body, message: note.trim() || null } });
            return NEED_MESSAGES.offered(NEED_RULES.firstOfferDays);
          },
        }}
      />
    </>
  );
}
