// The notifications feature's public surface: what other server features import from it.
export {
  createNotification,
  hasUnreadMessageNotification,
  markConversationNotificationsRead,
} from './notifications.service';
export type { NewNotification } from './notifications.service';
