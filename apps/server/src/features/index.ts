import type { FeatureRoutes } from '../platform/http/feature';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { chatRoutes } from './chat/chat.routes';
import { contactRoutes } from './contact/contact.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { devRoutes } from './dev/dev.routes';
import { healthRoutes } from './health/health.routes';
import { impactRoutes } from './impact/impact.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { itemsRoutes } from './items/items.routes';
import { itemWriteRoutes } from './items/items-write.routes';
import { listingImportRoutes } from './listing-imports';
import { liveRoutes } from './live/live.routes';
import { needRoutes } from './needs';
import { placesRoutes } from './places/places.routes';
import { profileRoutes } from './profiles/profiles.routes';
import { documentRoutes } from './uploads/documents.routes';
import { itemImageRoutes } from './uploads/item-images.routes';
import { donorDashboardRoutes } from './donors/donor-dashboard.routes';
import { taxReportRoutes } from './donors/tax-report.routes';
import { acknowledgementRoutes } from './acknowledgements/acknowledgements.routes';
import { taxPacketRoutes } from './tax-packets';
import { eventRoutes } from './events/events.routes';
import { messageRoutes } from './messages/messages.routes';
import { invoiceCheckoutRoutes } from './payments/invoice-checkout.routes';
import { paymentRoutes } from './payments/payments.routes';
import { sandboxCheckoutPageRoutes } from './payments/sandbox-checkout.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { nonprofitDashboardRoutes } from './nonprofits/nonprofit-dashboard.routes';
import { requestRoutes } from './requests/requests.routes';
import { tokenRoutes } from './tokens/tokens.routes';
import { taxFormRoutes } from './tax-forms/tax-forms.routes';

/** Every feature's routes, registered under /api in this order. */
export const FEATURES: FeatureRoutes[] = [
  healthRoutes,
  authRoutes,
  devRoutes,
  contactRoutes,
  impactRoutes,
  itemsRoutes,
  itemWriteRoutes,
  listingImportRoutes,
  documentRoutes,
  itemImageRoutes,
  adminRoutes,
  tokenRoutes,
  requestRoutes,
  needRoutes,
  eventRoutes,
  nonprofitDashboardRoutes,
  donorDashboardRoutes,
  taxReportRoutes,
  taxFormRoutes,
  acknowledgementRoutes,
  taxPacketRoutes,
  messageRoutes,
  paymentRoutes,
  invoiceRoutes,
  invoiceCheckoutRoutes,
  chatRoutes,
  notificationRoutes,
  liveRoutes,
  deliveryRoutes,
  placesRoutes,
  profileRoutes,
];

/** Pages this server renders itself, outside /api: the sandbox provider's hosted checkout. */
export const PAGE_ROUTES: FeatureRoutes[] = [sandboxCheckoutPageRoutes];
