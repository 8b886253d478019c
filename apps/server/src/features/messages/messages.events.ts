declare module '../../platform/events' {
  interface DomainEvents {
    /** An individual message was recorded as the recipient's notification; it is emailed next. */
    'message.sent': { notificationId: number; senderId: number; recipientId: number; title: string; message: string };
  }
}

export {};
