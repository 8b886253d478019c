import { DASHBOARD_PATH, type loginRequestSchema } from '@app/shared';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isUnverifiedLoginError, loginErrorMessage, useLogin } from '../api/login';
import { lazyWhenOpened } from '#src/components/lazy-when-opened';

const ForgotPasswordDialog = lazyWhenOpened(() =>
  import('./forgot-password-dialog').then((module) => module.ForgotPasswordDialog),
);
const ResendVerificationDialog = lazyWhenOpened(() =>
  import('./resend-verification-dialog').then((module) => module.ResendVerificationDialog),
);
// zod and the schema are a sixth of the page's code: they load when someone starts typing, and a
// submit waits for them.
const loadLoginSchema = () => import('../utils/login-schema').then((module) => module.loginRequestSchema);

export interface LoginFormProps {
  /** Where the guard came from; otherwise the user's own dashboard. */
  redirectTo?: string | null;
  /** Filled in from the page that led here; the password field then has the focus. */
  initialEmail?: string;
  /** Arrived from a verified email link: says so above the form. */
  verified?: boolean;
}

/** Login form; success goes to the dashboard of the user's role. */
export function LoginForm({ redirectTo, initialEmail = '', verified = false }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [forgotOpened, forgot] = useDisclosure(false);
  const [resendOpened, resend] = useDisclosure(false);
  const [dialogEmail, setDialogEmail] = useState('');
  const schema = useRef<typeof loginRequestSchema>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The email is known (a verified link, the sign-up): the password is all that is left to type.
    if (initialEmail) passwordRef.current?.focus();
  }, [initialEmail]);
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: (values) => (schema.current ? schemaResolver(schema.current, { sync: true })(values) : {}),
  });

  const openWithEmail = (open: () => void) => {
    setDialogEmail(form.values.email.trim());
    open();
  };

  const submitValidated = form.onSubmit((values) => {
    login.mutate(schema.current!.parse(values), {
      onSuccess: ({ user }) => void navigate(redirectTo || DASHBOARD_PATH[user.role], { replace: true }),
    });
  });
  const loadSchema = () =>
    loadLoginSchema().then((loaded) => {
      schema.current = loaded;
    });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (schema.current) return submitValidated(event);
    event.preventDefault();
    void loadSchema().then(() => submitValidated());
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit} onFocus={() => void loadSchema()}>
        <Stack gap="md">
          {verified && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              title="Email verified"
            >
              <Text size="sm">Enter your password to log in.</Text>
            </Alert>
          )}
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            placeholder="you@organization.org"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              ref={passwordRef}
              label="Password"
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={() => openWithEmail(forgot.open)}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          {login.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={isUnverifiedLoginError(login.error) ? 'Email not verified' : 'Could not log in'}
            >
              <Text size="sm">{loginErrorMessage(login.error)}</Text>
              {isUnverifiedLoginError(login.error) && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  mt={6}
                  onClick={() => openWithEmail(resend.open)}
                >
                  Resend verification email
                </Anchor>
              )}
            </Alert>
          )}
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
      <ForgotPasswordDialog opened={forgotOpened} onClose={forgot.close} initialEmail={dialogEmail} />
      <ResendVerificationDialog opened={resendOpened} onClose={resend.close} initialEmail={dialogEmail} />
    </>
  );
}
