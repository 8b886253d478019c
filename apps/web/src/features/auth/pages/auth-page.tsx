import { DASHBOARD_PATH, SIGNUP_ROLES, type SignupRole } from '@app/shared';
import { Tabs } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { lazy, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#src/lib/paths';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import type { RegisteredAccount } from '../components/signup-form';

// Most visitors here log in: the sign-up form (document upload, selects, its schemas) loads only on the
// Sign up tab, and the panel shown after signing up with it. The layout's Suspense covers both; tab
// changes are navigations, so the login form stays on screen while the sign-up form loads.
const SignupForm = lazy(() => import('../components/signup-form').then((module) => ({ default: module.SignupForm })));
const loadAccountCreatedPanel = () => import('../components/account-created-panel');
const AccountCreatedPanel = lazy(() =>
  loadAccountCreatedPanel().then((module) => ({ default: module.AccountCreatedPanel })),
);

type AuthMode = 'login' | 'signup';

/**
 * What other pages may pass in router state: the guard's `from`, or an email to prefill, and whether
 * it was just verified (the verify-email page).
 */
interface AuthLocationState {
  from?: string;
  email?: string;
  verified?: boolean;
}

export interface AuthPageProps {
  mode: AuthMode;
}

/** One auth screen at /login and /signup; the tab follows the URL. */
export function AuthPage({ mode }: AuthPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const [registered, setRegistered] = useState<RegisteredAccount | null>(null);
  usePageTitle(registered ? 'Account created' : mode === 'login' ? 'Log in' : 'Sign up');
  useEffect(() => {
    // Ready before the sign-up succeeds, so the confirmation does not wait for its code.
    if (mode === 'signup') void loadAccountCreatedPanel();
  }, [mode]);
  useEffect(() => {
    // The sign-up form is long; the short confirmation must start at the top of the page.
    if (registered) window.scrollTo({ top: 0 });
  }, [registered]);

  const state = (location.state ?? {}) as AuthLocationState;
  const redirectTo = state.from?.startsWith('/') ? state.from : null;
  const roleParam = searchParams.get('role');
  const initialRole = SIGNUP_ROLES.includes(roleParam as SignupRole) ? (roleParam as SignupRole) : undefined;

  if (user && !registered) return <Navigate to={redirectTo || DASHBOARD_PATH[user.role]} replace />;

  if (registered) {
    return (
      <AuthLayout
        title="Account created!"
        subtitle="One more step: verify your email address."
        icon={<IconMailCheck size={30} />}
      >
        <AccountCreatedPanel account={registered} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={mode === 'login' ? 'Welcome back' : 'Create your account'}
      subtitle={
        mode === 'login'
          ? 'Log in to request, donate and track in-kind gifts.'
          : 'Join as a nonprofit to receive donated items, or as a company to give them.'
      }
      width={mode === 'login' ? 480 : 720}
    >
      <Tabs
        value={mode}
        keepMounted={false}
        onChange={(value) => {
          if (value && value !== mode)
            void navigate(value === 'login' ? paths.login : paths.signup, { state: location.state });
        }}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">Log in</Tabs.Tab>
          <Tabs.Tab value="signup">Sign up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm redirectTo={redirectTo} initialEmail={state.email} verified={state.verified === true} />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignupForm initialRole={initialRole} onRegistered={setRegistered} />
        </Tabs.Panel>
      </Tabs>
    </AuthLayout>
  );
}

export function LoginPage() {
  return <AuthPage mode="login" />;
}

export function SignupPage() {
  return <AuthPage mode="signup" />;
}
