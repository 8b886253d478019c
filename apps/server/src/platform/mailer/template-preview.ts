import { renderEmail, isLinkVar, type EmailVars, type RenderedEmail } from './render';
import { templateVariables } from './template-variables';

/** Plausible values for the placeholders the templates use, so a preview reads like a real email. */
const SAMPLE_VALUES: Record<string, string> = {
  name: 'Jordan Lee',
  recipient_name: 'Jordan Lee',
  sender_name: 'Avery from In-Kind Marketplace',
  donor_name: 'Acme Office Supply',
  nonprofit_name: 'Harbor Food Bank',
  organization_name: 'Harbor Food Bank',
  organization: 'Harbor Food Bank',
  other_name: 'Acme Office Supply',
  email: 'jordan@example.org',
  new_email: 'jordan.lee@example.org',
  support_email: 'support@example.org',
  item_title: 'Box of 10 laptops',
  items: '- Box of 10 laptops (quantity 2)\n- Folding chairs (quantity 20)',
  quantity: '2',
  tokens: '40',
  event_name: 'Spring Gala',
  message: 'We would love these for our after-school program.',
  title: 'A message from the team',
  subject: 'Working together',
  inquiry_type: 'partnership',
  reason: 'The determination letter could not be read.',
  respond_by: 'Mar 14, 2026',
  invoice_number: 'INV-2026-0042',
  receipt_number: 'RCPT-2026-0042',
  amount: '$45.00',
  due_date: 'Mar 21, 2026',
  date_received: 'March 7, 2026',
  paid_at: 'Mar 7, 2026',
  description: 'Platform fee and shipping for Box of 10 laptops',
  details: 'Platform fee: $20.00\nShipping: $25.00',
  next_steps: 'Choose shipping or pickup on your dashboard, then pay the invoice.',
  pickup_address: '233 S Wacker Dr\nChicago, IL 60606',
  donor_contact: 'Sam Rivera, 555-0100, sam@acme.example',
  nonprofit_contact: 'Jordan Lee, 555-0142, jordan@example.org',
  tracking_number: '1Z999AA10123456784',
  change: 'added 30 tokens to your balance',
  balance_before: '5 tokens',
  balance_after: '35 tokens',
  expiry: 'The added tokens expire on March 7, 2027.',
  note: 'Thank you for helping us test the new delivery flow.',
  revocation_date: ' on May 15, 2025',
  period: '2025',
  company_name: 'Acme Office Supply',
  disposal: 'sold on May 1, 2026 for $2,500.00',
  need_title: 'Laptops for the homework club',
  offered_until: 'March 14, 2026',
};

/** A sample for every variable of the template: the table above, a link to the site, else the name. */
export function sampleVars(key: string, publicUrl: string): EmailVars {
  const vars: EmailVars = {};
  for (const name of templateVariables(key).known) {
    vars[name] = SAMPLE_VALUES[name] ?? (isLinkVar(name) ? `${publicUrl}/${name.replace(/_/g, '-')}` : `[${name}]`);
  }
  return vars;
}

/**
 * A draft rendered exactly as the outbox would render it (render.ts), with sample data: the same
 * escaping, link and defanging rules, so what the admin sees is what recipients get.
 */
export function previewTemplate(
  key: string,
  draft: { subject: string; content: string },
  publicUrl: string,
  overrides: Record<string, string> = {},
): RenderedEmail {
  return renderEmail(draft, { ...sampleVars(key, publicUrl), ...overrides });
}
