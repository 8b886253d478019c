/** Every route path, defined once (docs/product.md, Pages and navigation). */
export const paths = {
  home: '/',
  marketplace: '/marketplace',
  browse: '/browse',
  about: '/about',
  howItWorks: '/how-it-works',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  impact: '/impact',
  donate: '/donate',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  testLogin: '/test-login',
  nonprofitDashboard: '/nonprofit-dashboard',
  donorDashboard: '/donor-dashboard',
  adminDashboard: '/admin-dashboard',
  payment: '/payment',
  paymentSuccess: '/payment/success',
  paymentCancel: '/payment/cancel',
  /** The token purchase return, nonprofits only. */
  tokenPurchaseSuccess: '/payment-success',
  /** The emailed delivery confirmation link, open to all (`?status=&token=`). */
  confirmDelivery: '/confirm-delivery/:requestId',
} as const;

/** `?open_token_store=true` opens the token store on the nonprofit dashboard. */
export const tokenStorePath = `${paths.nonprofitDashboard}?open_token_store=true`;

/** A tab of the nonprofit dashboard, e.g. `nonprofitTabPath('payments')`. */
export const nonprofitTabPath = (tab: string) => `${paths.nonprofitDashboard}?tab=${encodeURIComponent(tab)}`;

/** A request's details on a dashboard's Requests tab, e.g. `requestDetailsPath('/donor-dashboard', 12)`. */
export const requestDetailsPath = (dashboardPath: string, requestId: number) =>
  `${dashboardPath}?tab=requests&request=${requestId}`;

/** /payment with one invoice ticked: where every Pay link for a single invoice leads. */
export const paymentPathFor = (invoiceId: number) => `${paths.payment}?invoice=${invoiceId}`;
