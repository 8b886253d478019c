import type { SendIndividualMessage } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';

export interface DeliveryParty {
  id: number;
  /** "donor" or "nonprofit", for the sentence that says who got it. */
  role: 'donor' | 'nonprofit';
  name: string;
}

export interface MessagePartiesInput {
  parties: DeliveryParty[];
  title: string;
  message: string;
}

/** Whom the message reached before a send failed, and why it failed. */
export class PartialMessageError extends Error {
  constructor(
    readonly sent: DeliveryParty[],
    readonly failed: DeliveryParty,
    readonly reason: unknown,
  ) {
    super(`The message could not be sent to ${failed.name}.`);
  }
}

/**
 * One message to each party of a delivery, through POST /admin/messages/send-individual (each send
 * is recorded and audited by the messages feature). Sent one after the other, so a failure says
 * exactly who already has it and a retry goes only to the others.
 */
export async function messageDeliveryParties({
  parties,
  title,
  message,
}: MessagePartiesInput): Promise<DeliveryParty[]> {
  const sent: DeliveryParty[] = [];
  for (const party of parties) {
    const body: SendIndividualMessage = { recipient_id: party.id, title, message };
    try {
      await api('/admin/messages/send-individual', { method: 'POST', body });
    } catch (error) {
      throw new PartialMessageError(sent, party, error);
    }
    sent.push(party);
  }
  return sent;
}

export function useMessageDeliveryParties() {
  return useMutation({ mutationFn: messageDeliveryParties });
}
