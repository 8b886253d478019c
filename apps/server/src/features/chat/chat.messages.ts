/** What the chat says to people: refusals and the system notes it posts itself. */
export const CHAT_REFUSALS = {
  notFound: 'Conversation not found.',
  notParty: 'Only the donor and the nonprofit of this request can use its chat.',
  otherUser: 'You can only open your own conversations.',
  requestNotFound: 'Request not found.',
  donorOpens: 'The donor starts the conversation about a request before approving it. You can answer once they write.',
  tooFast: (seconds: number) =>
    `You are sending messages too quickly. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
} as const;

export const approvalNote = (itemTitle: string, quantity: number) =>
  `Request approved: ${itemTitle} x${quantity}. Use this chat to arrange delivery.`;

/** Notification text is a preview; the chat holds the whole message. */
export const PREVIEW_LENGTH = 140;
export const previewOf = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
