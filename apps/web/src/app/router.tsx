import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { PageLoader } from '../components/page-loader';
import { HomeRedirect, RequireRole } from './guards';
import { paths } from '../lib/paths';

/** Each page is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: paths.home,
        lazy: async () => {
          const { MarketplacePage } = await import('../features/marketplace/pages/marketplace-page');
          return {
            Component: () => (
              <HomeRedirect>
                <MarketplacePage />
              </HomeRedirect>
            ),
          };
        },
      },
      {
        path: paths.marketplace,
        lazy: async () => ({
          Component: (await import('../features/marketplace/pages/marketplace-page')).MarketplacePage,
        }),
      },
      { path: paths.browse, element: <Navigate to={paths.home} replace /> },
      {
        path: paths.about,
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/about-page')).AboutPage }),
      },
      {
        path: paths.howItWorks,
        lazy: async () => ({
          Component: (await import('../features/public-pages/pages/how-it-works-page')).HowItWorksPage,
        }),
      },
      {
        path: paths.terms,
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/terms-page')).TermsPage }),
      },
      {
        path: paths.privacy,
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/privacy-page')).PrivacyPage }),
      },
      {
        path: paths.impact,
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/impact-page')).ImpactPage }),
      },
      {
        path: paths.donate,
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/donate-page')).DonatePage }),
      },
      {
        path: paths.contact,
        lazy: async () => ({ Component: (await import('../features/contact/pages/contact-page')).ContactPage }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page')).LoginPage }),
      },
      {
        path: paths.signup,
        lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page')).SignupPage }),
      },
      {
        path: paths.verifyEmail,
        lazy: async () => ({ Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: paths.testLogin,
        lazy: async () => ({ Component: (await import('../features/auth/pages/test-login-page')).TestLoginPage }),
      },
      {
        path: paths.nonprofitDashboard,
        lazy: async () => {
          const { NonprofitDashboardPage } =
            await import('../features/nonprofit-dashboard/pages/nonprofit-dashboard-page');
          return {
            Component: () => (
              <RequireRole roles={['nonprofit']}>
                <NonprofitDashboardPage />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: paths.donorDashboard,
        lazy: async () => {
          const { DonorDashboardPage } = await import('../features/donor-dashboard/pages/donor-dashboard-page');
          return {
            Component: () => (
              <RequireRole roles={['donor']}>
                <DonorDashboardPage />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: paths.adminDashboard,
        lazy: async () => {
          const { AdminDashboardPage } = await import('../features/admin/pages/admin-dashboard-page');
          return {
            Component: () => (
              <RequireRole roles={['admin']}>
                <AdminDashboardPage />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: paths.payment,
        lazy: async () => ({ Component: (await import('../features/payments/pages/payment-page')).PaymentPage }),
      },
      {
        path: paths.paymentSuccess,
        lazy: async () => ({
          Component: (await import('../features/payments/pages/payment-success-page')).PaymentSuccessPage,
        }),
      },
      {
        path: paths.paymentCancel,
        lazy: async () => ({
          Component: (await import('../features/payments/pages/payment-cancel-page')).PaymentCancelPage,
        }),
      },
      {
        path: paths.tokenPurchaseSuccess,
        lazy: async () => {
          const { TokenPurchaseReturnPage } = await import('../features/token-store/pages/token-purchase-return-page');
          return {
            Component: () => (
              <RequireRole roles={['nonprofit']}>
                <TokenPurchaseReturnPage />
              </RequireRole>
            ),
          };
        },
      },
      {
        path: paths.confirmDelivery,
        lazy: async () => ({
          Component: (await import('../features/delivery/pages/confirm-delivery-page')).ConfirmDeliveryPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/public-pages/pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
]);
