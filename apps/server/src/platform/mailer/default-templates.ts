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
    key: 'confirm_email_change',
    name: 'Email change confirmation (to the new address)',
    description: 'Sent to a new address given in the profile, with the link that makes it the sign-in address.',
    subject: 'Confirm your new email for In-Kind Marketplace',
    content:
      'Hello {{name}},\n\nPlease confirm that you want to sign in to In-Kind Marketplace with this address from now on:\n\n{{link}}\n\nThe link is valid for 48 hours. Until you open it, your account keeps its current address. If you did not ask for this, you can ignore this email.\n\nIn-Kind Marketplace',
  },
  {
    key: 'email_change_notice',
    name: 'Email change notice (to the current address)',
    description: "Tells the account's current address that a change to another address was asked for.",
    subject: 'Your In-Kind Marketplace email is about to change',
    content:
      'Hello {{name}},\n\nSomeone signed in to your account asked to change its email address to {{new_email}}. The change takes effect only once the link sent to that address is opened; until then you keep signing in with this one.\n\nIf this was not you, reset your password now, which ends every session:\n\n{{link}}\n\nIn-Kind Marketplace',
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
  {
    key: 'item_rejected',
    name: 'Item not approved (to donor)',
    description:
      'Sent when an admin rejects an item waiting for review, with the reason; editing the item sends it back for review.',
    subject: 'Your item "{{item_title}}" was not approved',
    content:
      'Hello {{donor_name}},\n\nThank you for listing {{item_title}}. Our team reviewed it and could not approve it for the marketplace as it is.\n\nReason: {{reason}}\n\nThe item stays hidden from nonprofits. You can edit it from your listings; saving your changes sends it back to us for review:\n\n{{link}}\n\nQuestions? Reply to {{support_email}}.\n\nIn-Kind Marketplace',
  },
  {
    key: 'request_received',
    name: 'Request received (to donor)',
    description: 'Sent to a donor when a nonprofit requests one or more of its items.',
    subject: 'New request from {{nonprofit_name}}: {{item_title}}',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} has requested:\n{{items}}\n\nEvent: {{event_name}}\nMessage: {{message}}\n\nPlease approve or decline by {{respond_by}}; requests without an answer are declined automatically and the nonprofit gets its tokens back.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'request_approved',
    name: 'Request approved (to nonprofit)',
    description: 'Sent to a nonprofit when a donor approves its request.',
    subject: 'Your request for {{item_title}} was approved',
    content:
      'Hello {{nonprofit_name}},\n\nGood news: {{donor_name}} approved your request for {{item_title}} (quantity {{quantity}}).\n\nNext, open your dashboard to pay the platform fee and choose how the item reaches you:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'request_declined',
    name: 'Request declined (to nonprofit)',
    description: 'Sent to a nonprofit when a donor declines its request; the tokens are refunded.',
    subject: 'Your request for {{item_title}} was declined',
    content:
      'Hello {{nonprofit_name}},\n\n{{donor_name}} could not fulfil your request for {{item_title}} this time. The {{tokens}} tokens you spent on it have been refunded to your balance.\n\nThere are more items waiting on the marketplace:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'request_expired',
    name: 'Request expired (to nonprofit)',
    description: 'Sent to a nonprofit when a request expires without an answer; the tokens are refunded.',
    subject: 'Your request for {{item_title}} expired',
    content:
      'Hello {{nonprofit_name}},\n\nThe donor did not respond to your request for {{item_title}} in time, so it was closed automatically. The {{tokens}} tokens you spent on it have been refunded to your balance.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'nonprofit_message',
    name: 'Individual message',
    description: 'A message from an admin or a donor to one user, also shown in their notifications.',
    subject: '{{title}}',
    content:
      'Hello {{recipient_name}},\n\n{{sender_name}} sent you a message:\n\n{{message}}\n\nSign in to reply or see your dashboard:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'invoice_created',
    name: 'Invoice created (to nonprofit)',
    description: 'Sent to a nonprofit when an approved request creates an invoice for the platform fee and logistics.',
    subject: 'Invoice {{invoice_number}}: {{amount}} due {{due_date}}',
    content:
      'Hello {{nonprofit_name}},\n\nAn invoice has been created for your approved request.\n\nInvoice: {{invoice_number}}\nFor: {{description}}\nAmount due: {{amount}}\nDue date: {{due_date}}\n\nThe platform fee is lower when you pay on or before the event date. Pay securely by card here:\n\n{{pay_url}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'payment_receipt',
    name: 'Payment receipt',
    description: 'Sent to a nonprofit once a card payment (token bundle or invoices) has been received.',
    subject: 'Receipt for your payment of {{amount}}',
    content:
      'Hello {{nonprofit_name}},\n\nThank you, we received your payment.\n\nReceipt: {{receipt_number}}\nFor: {{description}}\nAmount paid: {{amount}}\nDate: {{paid_at}}\n\n{{details}}\n\nSee your dashboard:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'tokens_adjusted',
    name: 'Token balance adjusted (to nonprofit)',
    description: "Sent to a nonprofit when an admin adds tokens to its balance or removes some, with the admin's note.",
    subject: 'Your token balance was adjusted',
    content:
      'Hello {{nonprofit_name}},\n\nOur team {{change}}.\n\nBalance before: {{balance_before}}\nBalance now: {{balance_after}}\n{{expiry}}\n\nNote from our team: {{note}}\n\nSee your dashboard:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'irs_hold',
    name: 'IRS revocation hold (to nonprofit)',
    description:
      'Sent to an approved nonprofit when a newer IRS revocation list shows its tax exemption as revoked: its requests are paused until an admin has reviewed it.',
    subject: 'Your requests are paused: the IRS lists your tax exemption as revoked',
    content:
      'Hello {{nonprofit_name}},\n\nThe latest IRS automatic revocation list shows the tax exemption of {{organization_name}} as revoked{{revocation_date}}. Until an admin has reviewed it, your open requests are paused: donors cannot approve them, invoices cannot be paid and items are not sent. Nothing expires meanwhile, and you can still cancel a request.\n\nIf your exemption was reinstated, reply to {{support_email}} with the IRS reinstatement letter and we will lift the hold.\n\nSee your dashboard:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'delivery_started',
    name: 'Delivery started (to donor and nonprofit)',
    description: 'Sent to both sides when a request is approved and its delivery chat opens.',
    subject: 'Delivery chat open for {{item_title}}',
    content:
      'Hello {{recipient_name}},\n\nThe request for {{item_title}} (quantity {{quantity}}) was approved, and a delivery chat with {{other_name}} is now open.\n\n{{next_steps}}\n\nOpen your dashboard to chat and follow the delivery:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'pickup_coordination',
    name: 'Pickup coordination (to donor and nonprofit)',
    description: 'Sent to both sides when the nonprofit arranges to pick an item up: the address and both contacts.',
    subject: 'Pickup details for {{item_title}}',
    content:
      'Hello {{recipient_name}},\n\n{{nonprofit_name}} will pick up {{item_title}} (quantity {{quantity}}) from {{donor_name}}.\n\nPickup address:\n{{pickup_address}}\n\nDonor contact: {{donor_contact}}\nNonprofit contact: {{nonprofit_contact}}\n\nPlease agree on a day and time in the delivery chat:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'delivery_confirmation',
    name: 'Delivery confirmation links (to nonprofit)',
    description: 'Sent to the nonprofit when the donor marks an item sent, with one-click links to confirm delivery.',
    subject: '{{item_title}} is on its way: please confirm delivery',
    content:
      'Hello {{nonprofit_name}},\n\n{{donor_name}} has sent {{item_title}} (quantity {{quantity}}).\nTracking number: {{tracking_number}}\n\nWhen it arrives, please let us know with one click.\n\nI received the item:\n{{received_link}}\n\nThe item has not arrived:\n{{not_received_link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'delivery_completed',
    name: 'Delivery completed (to donor)',
    description: 'Sent to the donor when the nonprofit confirms that it received the item.',
    subject: '{{nonprofit_name}} received {{item_title}}',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} confirmed that it received {{item_title}} (quantity {{quantity}}). The donation is complete: thank you for your generosity!\n\nSee your impact:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'acknowledgement_signature_needed',
    name: 'Acknowledgement to sign (to nonprofit)',
    description:
      'Sent to the nonprofit when a delivery was confirmed without a signature, and again after 3 and 10 days while the acknowledgement is unsigned.',
    subject: 'Please sign the acknowledgement for {{item_title}}',
    content:
      'Hello {{recipient_name}},\n\n{{item_title}} from {{donor_name}} was confirmed received on {{date_received}}. The donor needs a signed acknowledgement for its tax records: a person authorised to sign for your organization should type their full name and title in your dashboard.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'delivery_issue',
    name: 'Delivery not received (to donor)',
    description: 'Sent to the donor when the nonprofit reports that the item has not arrived.',
    subject: '{{item_title}} has not arrived yet',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} reports that {{item_title}} (quantity {{quantity}}) has not arrived yet.\nTracking number: {{tracking_number}}\n\nPlease check on the delivery and reply in the delivery chat. Our team has been told and may follow up.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'tax_packet_ready',
    name: 'Year-end tax packet ready',
    description: "Sent when a packet an admin produced for every donor is ready, with a link to the donor's dashboard.",
    subject: 'Your year-end tax packet for {{period}} is ready',
    content:
      "Hello {{name}},\n\nThe year-end tax packet of {{company_name}} for {{period}} is ready: a summary, the nonprofits' acknowledgement letters and a Form 8283 worksheet, as a PDF and a CSV. Sign in to download it from your dashboard:\n\n{{link}}\n\nThe packet opens only when you are signed in to your own account. It is not tax advice: please review it with your tax adviser.\n\nIn-Kind Marketplace",
  },
  {
    key: 'form_8282_disposal',
    name: 'Form 8282 disposal recorded (to donor)',
    description:
      'Sent to the donor when a nonprofit records that it disposed of a Form 8283 Section B gift within 3 years of receipt.',
    subject: '{{nonprofit_name}} disposed of {{item_title}} (Form 8282)',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} reports that {{item_title}} was {{disposal}}.\n\nA nonprofit that sells, exchanges or otherwise disposes of a Form 8283 Section B gift within 3 years of receiving it files Form 8282 with the IRS within 125 days and gives the donor a copy. Please keep that copy with your tax records. This email is not tax advice.\n\nYour tax report shows the disposal:\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'need_offer_received',
    name: 'Need answered (to nonprofit)',
    description: 'Sent to a nonprofit when a donor offers an item for one of its needs, held for it for a week.',
    subject: '{{donor_name}} offers {{item_title}} for your need',
    content:
      'Hello {{nonprofit_name}},\n\n{{donor_name}} answered your need "{{need_title}}" with {{item_title}} (quantity {{quantity}}).\nMessage: {{message}}\n\nThe item is offered to you alone until {{offered_until}}. Accepting makes the request at once, approved, for {{tokens}} tokens; after that day, or if you decline, other nonprofits may request it.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'need_offer_accepted',
    name: 'Offer accepted (to donor)',
    description: 'Sent to a donor when a nonprofit accepts its answer to a need: the request exists, approved.',
    subject: '{{nonprofit_name}} accepted your offer of {{item_title}}',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} accepted your offer of {{item_title}} (quantity {{quantity}}) for its need "{{need_title}}". The request is approved, as your offer said: the nonprofit chooses how the item reaches it and pays the platform fee next.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'need_offer_declined',
    name: 'Offer declined (to donor)',
    description:
      'Sent to a donor when a nonprofit declines its answer to a need, or closes the need; the listing joins the marketplace.',
    subject: '{{nonprofit_name}} did not take your offer of {{item_title}}',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} did not take your offer of {{item_title}} for its need "{{need_title}}". Your listing is now on the marketplace for every nonprofit your reach covers.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
  {
    key: 'need_offer_expired',
    name: 'Offer not answered (to donor)',
    description:
      'Sent to a donor when a nonprofit did not answer its offer within the week; the listing joins the marketplace.',
    subject: 'Your offer of {{item_title}} is now on the marketplace',
    content:
      'Hello {{donor_name}},\n\n{{nonprofit_name}} did not answer your offer of {{item_title}} for its need "{{need_title}}" in time. Your listing is now on the marketplace for every nonprofit your reach covers.\n\n{{link}}\n\nIn-Kind Marketplace',
  },
];
