import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NonprofitChecklist } from '#src/components/getting-started/nonprofit-checklist';
import { paths } from '#src/lib/paths';
import { UploadProgress } from '#src/components/document-upload/upload-status';
import { useDocumentUpload } from '#src/components/document-upload/use-document-upload';
import type { RegisteredAccount } from './signup-form';
import { ResendVerificationDialog } from './resend-verification-dialog';

export interface AccountCreatedPanelProps {
  account: RegisteredAccount;
}

const LETTER = 'tax-exempt determination letter';

const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** After sign-up: verify your email; a nonprofit's chosen letter is uploaded here with the sign-up token. */
export function AccountCreatedPanel({ account }: AccountCreatedPanelProps) {
  const [resendOpened, resend] = useDisclosure(false);
  const upload = useDocumentUpload();
  const started = useRef(false);
  const { letter, uploadToken } = account;
  const { upload: startUpload, fail } = upload;

  useEffect(() => {
    // Once only: StrictMode runs effects twice and a second upload would store the letter twice.
    if (!letter || started.current) return;
    started.current = true;
    if (uploadToken) void startUpload(letter, uploadToken);
    else fail(letter.name, 'Upload failed');
  }, [letter, uploadToken, startUpload, fail]);

  const isNonprofit = account.role === 'nonprofit';
  const [submittedAt] = useState(() => new Date().toISOString());

  return (
    <Stack gap="md">
      <Text>
        We sent a verification link to <strong>{account.email}</strong>. Open it to verify your email address, then log
        in.
      </Text>

      {letter && upload.status === 'uploading' && (
        <UploadProgress fileName={upload.fileName ?? letter.name} progress={upload.progress} />
      )}
      {letter && upload.status === 'success' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title="Document uploaded">
          Your {LETTER} ({upload.result?.original_filename ?? letter.name}) was uploaded for review.
        </Alert>
      )}
      {letter && upload.status === 'error' && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Document not uploaded">
          Your account was created, but we could not upload your {LETTER}:{' '}
          {withFullStop(upload.error ?? 'Upload failed')} You can upload it later from your dashboard.
        </Alert>
      )}
      {isNonprofit && (
        <NonprofitChecklist
          atSignUp
          organizationName={account.organizationName ?? account.email}
          facts={{
            email_verified: false,
            letter_uploaded: upload.status === 'success',
            approval_status: 'pending',
            submitted_at: submittedAt,
            has_bought_tokens: false,
            has_requested: false,
            typical_item_value_cents: null,
          }}
        />
      )}

      <Button component={Link} to={paths.login} state={{ email: account.email }} size="md" fullWidth>
        Go to Login
      </Button>
      <Text size="sm" ta="center">
        Didn&apos;t get the email?{' '}
        <Anchor component="button" type="button" onClick={resend.open}>
          Resend verification email
        </Anchor>
      </Text>
      <ResendVerificationDialog opened={resendOpened} onClose={resend.close} initialEmail={account.email} />
    </Stack>
  );
}
