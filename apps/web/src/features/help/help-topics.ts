import { VERIFICATION_PROMISE } from '@app/shared';
import {
  IconBuildingStore,
  IconCoins,
  IconHeartHandshake,
  IconRocket,
  IconShieldLock,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';

export interface HelpQuestion {
  question: string;
  answer: string;
}

export interface HelpCategory {
  id: string;
  label: string;
  icon: Icon;
  questions: HelpQuestion[];
}

/** Help center copy, written from the rules in docs/product.md. */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    icon: IconRocket,
    questions: [
      {
        question: 'What is In-Kind Marketplace?',
        answer:
          'A place where companies list surplus items they no longer need (physical goods, electronics and digital items) and verified nonprofits request them for their programs.',
      },
      {
        question: 'Who can join?',
        answer:
          'Corporate donors and U.S. nonprofit organizations. Anyone can browse the marketplace; you need an account to list or request items. Account holders must be at least 18.',
      },
      {
        question: 'How long does the whole process take?',
        answer:
          'Usually 10-14 days from request to delivery: the donor reviews your request (typically within 7 days), you pay the platform fee, then you arrange delivery together.',
      },
      {
        question: 'Do I need to verify my email?',
        answer:
          'Yes. We send a verification link when you sign up; you can log in once you have confirmed your address. If the email does not arrive, use "Resend verification" on the login screen.',
      },
    ],
  },
  {
    id: 'nonprofits',
    label: 'For nonprofits',
    icon: IconHeartHandshake,
    questions: [
      {
        question: 'How does my organization get verified?',
        answer: `Upload your tax-exempt determination letter and enter your EIN when you sign up. Our team checks both, usually within ${VERIFICATION_PROMISE}. You can browse while you wait; requesting unlocks once you are approved.`,
      },
      {
        question: 'How do I request an item?',
        answer:
          'Open an item in the marketplace, choose a quantity, optionally link it to one of your events and add a message for the donor, then select Request Item. The tokens are set aside as soon as you submit.',
      },
      {
        question: 'What happens after I request?',
        answer:
          'The donor approves or declines, typically within 7 days. A request without an answer after 7 days is declined automatically and your tokens come back. Once approved, a delivery chat with the donor opens.',
      },
      {
        question: 'Can I cancel a request?',
        answer:
          'Yes. A pending request can be cancelled at any time and its tokens are refunded. After approval you can still cancel before paying; cancelling after payment may incur fees.',
      },
    ],
  },
  {
    id: 'donors',
    label: 'For donors',
    icon: IconBuildingStore,
    questions: [
      {
        question: 'How do I list an item?',
        answer:
          'From your donor dashboard select List Item and add a title, description, category, fair market value, quantity, photos and the delivery options you can offer.',
      },
      {
        question: 'Who can see my items?',
        answer:
          'You choose a reach when you sign up: your local community (25 miles), your city (50 miles), your state, or the whole country. Only nonprofits inside that reach see your items.',
      },
      {
        question: 'How quickly should I answer requests?',
        answer:
          'Please review requests within 7 days. After that they are declined automatically so the nonprofit gets its tokens back and can look elsewhere.',
      },
      {
        question: 'Is there a minimum donation value?',
        answer: 'No. Donations of $100 or more in fair market value are typical, but every useful item is welcome.',
      },
      {
        question: 'How do I see the impact of my donations?',
        answer:
          'Your dashboard tracks approved and completed donations with their fair market value, and you can download a summary for your tax records.',
      },
    ],
  },
  {
    id: 'tokens',
    label: 'Tokens & payments',
    icon: IconCoins,
    questions: [
      {
        question: 'What are tokens and how many does an item cost?',
        answer:
          'Tokens are how nonprofits request items: 1 token for every $5 of fair market value, rounded up. A $42 item costs 9 tokens. Each card shows its cost and your balance.',
      },
      {
        question: 'Do tokens expire?',
        answer:
          'Yes, 12 months after purchase. The oldest tokens are used first, and we warn you when your balance drops under 10.',
      },
      {
        question: 'Can I get my tokens back?',
        answer:
          'Purchased tokens are non-refundable, but the tokens spent on a request come back automatically if the donor declines it, if it expires unanswered, or if you cancel it while it is pending.',
      },
      {
        question: 'What fees do nonprofits pay?',
        answer:
          'After approval you pay a platform fee of 5% of the fair market value when you pay before your event (or when there is no event), or 8% when you pay after it. Shipped items also carry a logistics fee.',
      },
      {
        question: 'Which payment methods are accepted?',
        answer:
          'Credit cards, debit cards and ACH bank transfers, through our secure payment provider. We never see or store your card number.',
      },
    ],
  },
  {
    id: 'delivery',
    label: 'Delivery',
    icon: IconTruckDelivery,
    questions: [
      {
        question: 'How are items delivered?',
        answer:
          'Each item lists its options: the donor ships it, your team picks it up, or it is delivered virtually (gift cards, licenses and other digital items).',
      },
      {
        question: 'How do we coordinate the details?',
        answer:
          'A chat between donor and nonprofit opens automatically when a request is approved. Use it to agree on addresses, pickup times and tracking numbers.',
      },
      {
        question: 'How do I confirm that an item arrived?',
        answer:
          'We email you a confirmation link once delivery starts. Choose "Received" when it arrives, or tell us it has not arrived yet and we will follow up with the donor.',
      },
    ],
  },
  {
    id: 'account',
    label: 'Account & security',
    icon: IconShieldLock,
    questions: [
      {
        question: 'I forgot my password. What now?',
        answer:
          'Choose "Forgot password" on the login screen. We will email you a reset link; passwords need at least 8 characters.',
      },
      {
        question: 'How is my data protected?',
        answer:
          'Sessions use secure cookies, passwords are stored hashed, and tax documents are visible only to you and our review team. See our Privacy Policy for details.',
      },
      {
        question: 'How do I update or delete my account?',
        answer:
          'Edit your profile from your dashboard. To delete your account or request a copy of your data, contact us; we answer privacy requests within 30 days.',
      },
    ],
  },
];
