/**
 * Query keys that more than one feature reads or invalidates, defined once here because features do
 * not import each other. Dashboards key their data `['dashboard', role, id]`, so `dashboardQueryKey`
 * refreshes them all.
 */
export const tokenBalanceQueryKey = ['token-balance'] as const;
export const tokenBalanceQueryKeyFor = (nonprofitId: number) => [...tokenBalanceQueryKey, nonprofitId] as const;

export const dashboardQueryKey = ['dashboard'] as const;
/** Everything on the donor dashboard lives under this key; every request action invalidates it. */
export const donorDashboardQueryKey = (donorId: number) => [...dashboardQueryKey, 'donor', donorId] as const;
/** Everything on the nonprofit dashboard lives under this key; request and payment actions invalidate it. */
export const nonprofitDashboardQueryKey = (nonprofitId: number) =>
  [...dashboardQueryKey, 'nonprofit', nonprofitId] as const;

/** The nonprofit's acknowledgements awaiting a signature: under the dashboard key, so it refreshes with it. */
export const acknowledgementsToSignQueryKey = [...dashboardQueryKey, 'acknowledgements-to-sign'] as const;
/**
 * One request's current letter and its versions: under the dashboard key too, so a signature or
 * correction the live stream reports refreshes an open version list.
 */
export const acknowledgementQueryKeyFor = (requestId: number) =>
  [...dashboardQueryKey, 'acknowledgement', requestId] as const;

/** Every marketplace item list (pages, featured row); any change to an item invalidates them all. */
export const itemsQueryKey = ['items'] as const;
export const categoriesQueryKey = ['categories'] as const;

export const invoicesQueryKey = ['invoices'] as const;
export const invoicesQueryKeyFor = (nonprofitId: number, status: string) =>
  [...invoicesQueryKey, nonprofitId, status] as const;

/** The bell's lists, one per Show All / Hide Read view; the live stream and mark-read touch them all. */
export const notificationsQueryKey = ['notifications'] as const;
export const notificationsQueryKeyFor = (userId: number, includeRead: boolean) =>
  [...notificationsQueryKey, userId, includeRead] as const;

/** Chat lives under `['chat']`: the conversation list per user and each conversation's messages. */
export const chatQueryKey = ['chat'] as const;
export const conversationsQueryKey = [...chatQueryKey, 'conversations'] as const;
export const conversationsQueryKeyFor = (userId: number) => [...conversationsQueryKey, userId] as const;
export const messagesQueryKey = [...chatQueryKey, 'messages'] as const;
export const messagesQueryKeyFor = (conversationId: number) => [...messagesQueryKey, conversationId] as const;

/** The pending-delivery banner of both dashboards. */
export const pendingDeliveriesQueryKey = ['pending-deliveries'] as const;
export const pendingDeliveriesQueryKeyFor = (userId: number) => [...pendingDeliveriesQueryKey, userId] as const;

/** A nonprofit's events: the Events tab edits them and the request dialog's picker reads them. */
export const nonprofitEventsQueryKey = ['nonprofit-events'] as const;
export const nonprofitEventsQueryKeyFor = (nonprofitId: number) => [...nonprofitEventsQueryKey, nonprofitId] as const;

/** Impact figures of both dashboards; they change when a delivery is confirmed. */
export const impactQueryKey = ['impact'] as const;
