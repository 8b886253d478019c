import { VERIFICATION_PROMISE } from '@app/shared';

export interface ContactFaqItem {
  question: string;
  answer: string;
}

/** Thirteen answers written from the business facts in docs/product.md. */
export const CONTACT_FAQ_ITEMS: ContactFaqItem[] = [
  {
    question: 'How quickly will you reply to my message?',
    answer: 'We answer every message within 24 hours. Privacy requests are answered within 30 days at the latest.',
  },
  {
    question: 'Who can join In-Kind Marketplace?',
    answer:
      'U.S. nonprofit organizations and companies with surplus items to give. Anyone can browse the marketplace; account holders must be at least 18.',
  },
  {
    question: 'How does nonprofit verification work?',
    answer: `Upload your tax-exempt determination letter and enter your EIN when you sign up. Our team reviews both, usually within ${VERIFICATION_PROMISE}.`,
  },
  {
    question: 'How do tokens work?',
    answer:
      'Nonprofits spend tokens to request items: 1 token for every $5 of fair market value, rounded up. You buy tokens in bundles from the Token Store.',
  },
  {
    question: 'How long does the whole process take?',
    answer:
      'About 10-14 days from request to delivery. Donors typically respond within 7 days, then you pay the platform fee and arrange delivery.',
  },
  {
    question: 'Do tokens expire?',
    answer: 'Yes, tokens expire 12 months after purchase. We warn you when your balance falls under 10 tokens.',
  },
  {
    question: 'What happens to my tokens if a request is declined?',
    answer:
      'They are refunded automatically, in full. The same happens if the donor does not answer within 7 days and the request expires.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Purchased tokens are non-refundable, though tokens spent on declined or expired requests come back to your balance. Refund requests for payments must reach us within 30 days.',
  },
  {
    question: 'What fees do nonprofits pay?',
    answer:
      'A platform fee of 5% of the fair market value when you pay upfront, or 8% when you pay after your event. Shipped items may add a logistics fee.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Credit cards, debit cards and ACH bank transfers, processed securely by our payment provider.',
  },
  {
    question: 'Can I cancel a request?',
    answer:
      'Yes. You can cancel before payment; pending requests get their tokens back. Cancelling after payment may incur fees.',
  },
  {
    question: 'How are items delivered?',
    answer:
      'By shipping, pickup or virtual delivery, depending on what the donor offers. A chat opens after approval so you can settle the details.',
  },
  {
    question: 'Is there a minimum donation value?',
    answer: 'No. Most donations are worth $100 or more, but every useful item is welcome.',
  },
];
