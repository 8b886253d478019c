import type { Role } from '@app/shared';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { PageLoader } from '../components/page-loader';
import { AfterFirstPaint } from '../components/after-first-paint';
import { DashboardPlaceholder } from './dashboard-placeholder';
import { HomeRedirect, RequireRole } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';

const MarketplacePage = lazyPage(() => import('../features/marketplace/pages/marketplace-page'), 'MarketplacePage');
const AboutPage = lazyPage(() => import('../features/public-pages/pages/about-page'), 'AboutPage');
const HowItWorksPage = lazyPage(() => import('../features/public-pages/pages/how-it-works-page'), 'HowItWorksPage');
const TermsPage = lazyPage(() => import('../features/public-pages/pages/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/public-pages/pages/privacy-page'), 'PrivacyPage');
const ImpactPage = lazyPage(() => import('../features/public-pages/pages/impact-page'), 'ImpactPage');
const DonatePage = lazyPage(() => import('../features/public-pages/pages/donate-page'), 'DonatePage');
const ContactPage = lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage');
const LoginPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const TestLoginPage = lazyPage(() => import('../features/auth/pages/test-login-page'), 'TestLoginPage');
const NonprofitDashboardPage = lazyPage(
  () => import('../features/nonprofit-dashboard/pages/nonprofit-dashboard-page'),
  'NonprofitDashboardPage',
);
const DonorDashboardPage = lazyPage(
  () => import('../features/donor-dashboard/pages/donor-dashboard-page'),
  'DonorDashboardPage',
);
const AdminDashboardPage = lazyPage(() => import('../features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage');
const PaymentPage = lazyPage(() => import('../features/invoices/pages/payment-page'), 'PaymentPage');
const PaymentSuccessPage = lazyPage(
  () => import('../features/invoices/pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentCancelPage = lazyPage(() => import('../features/invoices/pages/payment-cancel-page'), 'PaymentCancelPage');
const TokenPurchaseReturnPage = lazyPage(
  () => import('../features/token-store/pages/token-purchase-return-page'),
  'TokenPurchaseReturnPage',
);
const ConfirmDeliveryPage = lazyPage(
  () => import('../features/delivery/pages/confirm-delivery-page'),
  'ConfirmDeliveryPage',
);
const NotFoundPage = lazyPage(() => import('../features/public-pages/pages/not-found-page'), 'NotFoundPage');

/**
 * A guard renders its page only once the session is known; the page's chunk downloads meanwhile, as the
 * session request and the chunk need not wait for each other.
 */
function Preloading({ page, children }: { page: LazyPage; children: ReactNode }) {
  page.preload();
  return children;
}

function onlyFor(roles: Role[], Page: LazyPage) {
  return (
    <Preloading page={Page}>
      <RequireRole roles={roles}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </RequireRole>
    </Preloading>
  );
}

/**
 * A dashboard shows its heading (known from the session) over a spinner first, and only then asks for
 * its code: the heading is the page's main text, and it should not queue behind the dashboard's files.
 */
function dashboard(role: Role, Page: LazyPage) {
  const placeholder = <DashboardPlaceholder role={role} />;
  return (
    <RequireRole roles={[role]}>
      <AfterFirstPaint fallback={placeholder}>
        <Suspense fallback={placeholder}>
          <Page />
        </Suspense>
      </AfterFirstPaint>
    </RequireRole>
  );
}

/**
 * Every route. Each page is its own chunk, loaded when first visited; the layout's Suspense shows a
 * loader meanwhile. Declarative routes rather than a data router: no page uses loaders or actions, and
 * the data router's code would be a sixth of the first page's JavaScript.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route
            path={paths.home}
            element={
              <Preloading page={MarketplacePage}>
                <HomeRedirect>
                  <MarketplacePage />
                </HomeRedirect>
              </Preloading>
            }
          />
          <Route path={paths.marketplace} element={<MarketplacePage />} />
          <Route path={paths.browse} element={<Navigate to={paths.home} replace />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.howItWorks} element={<HowItWorksPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.privacy} element={<PrivacyPage />} />
          <Route path={paths.impact} element={<ImpactPage />} />
          <Route path={paths.donate} element={<DonatePage />} />
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.testLogin} element={<TestLoginPage />} />
          <Route path={paths.nonprofitDashboard} element={dashboard('nonprofit', NonprofitDashboardPage)} />
          <Route path={paths.donorDashboard} element={dashboard('donor', DonorDashboardPage)} />
          <Route path={paths.adminDashboard} element={dashboard('admin', AdminDashboardPage)} />
          <Route path={paths.payment} element={<PaymentPage />} />
          <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
          <Route path={paths.paymentCancel} element={<PaymentCancelPage />} />
          <Route path={paths.tokenPurchaseSuccess} element={onlyFor(['nonprofit'], TokenPurchaseReturnPage)} />
          <Route path={paths.confirmDelivery} element={<ConfirmDeliveryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
