export const NOTIFICATION_REFUSALS = {
  // The same answer for another user's notification and a missing one, so ids reveal nothing.
  notFound: 'Notification not found.',
} as const;
