export interface TemplateDefinition {
  key: string;
  name: string;
  description: string;
  subject: string;
  /** Plain text with {{placeholders}}; links on their own line are collected for the dev mailbox. */
  content: string;
}

/** Loaded into email_templates on start when missing; admins may edit them afterwards. */
export const DEFAULT_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'verify_email',
    name: 'Email verification',
    description: 'Sent at sign-up and on resend, with the verification link.',
    subject: 'Confirm your email for In-Kind Marketplace',
    content:
      'Hello {{name}},\n\nPlease confirm your email address to finish setting up your account:\n\n{{link}}\n\nThe link is valid for 48 hours. If you did not sign up, you can ignore this email.\n\nIn-Kind Marketplace',
  },
  {
    key: 'reset_password',
    name: 'Password reset',
    description: 'Sent from Forgot password, with a single-use link valid for one hour.',
    subject: 'Reset your In-Kind Marketplace password',
    content:
      'Hello {{name}},\n\nWe received a request to reset your password. Choose a new one here:\n\n{{link}}\n\nThe link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.\n\nIn-Kind Marketplace',
  },
  {
    key: 'contact_support',
    name: 'Contact form (to support)',
    description: 'A copy of each contact form message for the support team.',
    subject: '[Contact: {{inquiry_type}}] {{subject}}',
    content:
      'From: {{name}} <{{email}}>\nOrganization: {{organization}}\nInquiry type: {{inquiry_type}}\n\n{{message}}',
  },
  {
    key: 'contact_acknowledgement',
    name: 'Contact form acknowledgement',
    description: 'Tells the sender their message arrived.',
    subject: 'We received your message: {{subject}}',
    content:
      "Hello {{name}},\n\nThank you for your message! We'll get back to you within 24 hours.\n\nYour message:\n{{message}}\n\nIn-Kind Marketplace",
  },
  {
    key: 'account_approved',
    name: 'Nonprofit approved',
    description: 'Sent when an admin approves a nonprofit account.',
    subject: 'Your nonprofit account has been approved',
    content:
      'Hello {{name}},\n\nGood news: {{organization_name}} has been verified. You can now request items on the marketplace:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'account_rejected',
    name: 'Nonprofit not approved',
    description: 'Sent when an admin rejects a nonprofit account, with the reason.',
    subject: 'Your nonprofit account could not be approved',
    content:
      'Hello {{name}},\n\nWe could not approve {{organization_name}} at this time.\n\nReason: {{reason}}\n\nYou can upload a new determination letter from your dashboard or reply to {{support_email}}.\n\nIn-Kind Marketplace',
  },
];
