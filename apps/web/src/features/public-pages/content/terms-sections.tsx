import { Anchor, List, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '#src/lib/support';
import type { LegalSection } from '../components/legal-document';

/** Terms of Service (age 18, tokens, fees, cancellation, 30-day refund requests; docs/product.md, Public pages). */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: 'Accepting these terms',
    body: (
      <Text>
        By creating an account or using In-Kind Marketplace you agree to these Terms of Service and to our Privacy
        Policy. If you use the service for an organization, you confirm that you may accept these terms on its behalf.
      </Text>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who may use the service',
    body: (
      <Text>
        You must be at least 18 years old to create an account. Nonprofit accounts are for organizations recognized as
        tax-exempt in the United States; donor accounts are for companies offering goods they own and may give away.
      </Text>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts and verification',
    body: (
      <List spacing="xs">
        <List.Item>Give accurate information and keep it up to date.</List.Item>
        <List.Item>Verify your email address before your first login, and keep your password to yourself.</List.Item>
        <List.Item>
          Nonprofits upload their tax-exempt determination letter and pass EIN verification. Reviews usually take 2-3
          business days; requesting items is available once approved.
        </List.Item>
        <List.Item>We may suspend accounts that give false information or misuse the service.</List.Item>
      </List>
    ),
  },
  {
    id: 'listings',
    heading: 'Listings and requests',
    body: (
      <Text>
        Donors are responsible for describing their items honestly, including condition, quantity and a fair market
        value in good faith. Items are given as they are described. Donors review requests and typically respond within
        7 days; a request left unanswered for 7 days is declined automatically.
      </Text>
    ),
  },
  {
    id: 'tokens',
    heading: 'Tokens',
    body: (
      <List spacing="xs">
        <List.Item>Requesting an item costs 1 token for every $5 of its fair market value, rounded up.</List.Item>
        <List.Item>Tokens are non-refundable once purchased and have no cash value.</List.Item>
        <List.Item>Tokens expire 12 months after purchase.</List.Item>
        <List.Item>
          Tokens spent on a request are returned to your balance automatically if the donor declines it or it expires.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'fees',
    heading: 'Fees and payment',
    body: (
      <Text>
        When a request is approved, the nonprofit pays a platform fee of 5% of the item’s fair market value if it pays
        upfront (on or before the event date, or when no event is linked), or 8% if it pays after the event. Shipped
        items may carry a logistics fee, shown before you pay. We accept credit cards, debit cards and ACH transfers
        through our payment provider.
      </Text>
    ),
  },
  {
    id: 'cancellation',
    heading: 'Cancellations and refunds',
    body: (
      <Text>
        A request can be cancelled at no cost before payment. Cancelling after payment may incur fees. Refund requests
        for payments must reach us within 30 days of the payment.
      </Text>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    body: (
      <Text>
        Do not list items you may not give away, resell donated items for profit, harass other members in chat, or try
        to get around the platform’s fees or security. We may remove content and close accounts that break these rules.
      </Text>
    ),
  },
  {
    id: 'liability',
    heading: 'Our role and liability',
    body: (
      <Text>
        In-Kind Marketplace brings donors and nonprofits together; the donation itself is between them. We work hard to
        keep the service available and accurate, but we provide it as is and are not liable for the condition of items
        or for indirect losses, to the extent the law allows.
      </Text>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <Text>
        We may update these terms. When we make material changes we will tell you by email or in the app before they
        take effect; the date at the top shows the latest version.
      </Text>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <Text>
        Questions about these terms? Email <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    ),
  },
];
