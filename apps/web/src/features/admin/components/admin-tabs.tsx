import {
  IconChartLine,
  IconClipboardList,
  IconCoins,
  IconCreditCard,
  IconFileDatabase,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMapPin,
  IconMessage,
  IconPackage,
  IconSettings,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface AdminTabInfo {
  value: string;
  label: string;
  icon: (size: number) => ReactNode;
  /** What the tab shows (the "coming soon" text until it is built). */
  description: string;
}

/** The admin dashboard: tab order and labels (notifications is labelled Messages). */
export const ADMIN_TABS: readonly AdminTabInfo[] = [
  {
    value: 'overview',
    label: 'Overview',
    icon: (size) => <IconLayoutDashboard size={size} />,
    description: 'Platform totals at a glance: users, items, requests and revenue, with recent admin activity.',
  },
  {
    value: 'analytics',
    label: 'Analytics',
    icon: (size) => <IconChartLine size={size} />,
    description:
      'Trends over the last 7, 30 or 90 days: revenue, active users, items, approval rate and platform health.',
  },
  {
    value: 'users',
    label: 'Users',
    icon: (size) => <IconUsers size={size} />,
    description: 'Every account, with nonprofits awaiting approval first.',
  },
  {
    value: 'items',
    label: 'Items',
    icon: (size) => <IconPackage size={size} />,
    description: 'Every listed item with its donor, status, quantity and fair market value, with details and editing.',
  },
  {
    value: 'requests',
    label: 'Requests',
    icon: (size) => <IconClipboardList size={size} />,
    description: 'All requests on the platform with status, admin notes, delivery details and email history.',
  },
  {
    value: 'delivery',
    label: 'Delivery',
    icon: (size) => <IconTruckDelivery size={size} />,
    description: 'Deliveries in progress: method, status, tracking numbers, addresses and estimated dates.',
  },
  {
    value: 'emails',
    label: 'Emails',
    icon: (size) => <IconMail size={size} />,
    description: 'Email templates, how often each is used, and the history of sent and failed emails.',
  },
  {
    value: 'location',
    label: 'Location',
    icon: (size) => <IconMapPin size={size} />,
    description: 'Where users and items are: top states, coverage and how many items lie within 5, 25 and 50 miles.',
  },
  {
    value: 'payments',
    label: 'Payments',
    icon: (size) => <IconCreditCard size={size} />,
    description: 'Invoices and platform fees paid by nonprofits, with totals and payment status.',
  },
  {
    value: 'tokens',
    label: 'Tokens',
    icon: (size) => <IconCoins size={size} />,
    description: 'Token balances, transactions and bundle analytics, low-balance alerts, and balance adjustments.',
  },
  {
    value: 'notifications',
    label: 'Messages',
    icon: (size) => <IconMessage size={size} />,
    description: 'Announcements to all users, nonprofits or donors, and direct messages to a single user.',
  },
  {
    value: 'settings',
    label: 'Settings',
    icon: (size) => <IconSettings size={size} />,
    description:
      'Site settings: donor response deadline, platform fees, featured items limit, item approval and request batch size.',
  },
  {
    value: 'audit',
    label: 'Audit',
    icon: (size) => <IconHistory size={size} />,
    description: 'Every change an admin made: who, what, the target, the reason, and the fields before and after.',
  },
  {
    value: 'irs',
    label: 'IRS data',
    icon: (size) => <IconFileDatabase size={size} />,
    description:
      'The IRS files that inform nonprofit reviews: what is in use, imports with progress, and their history.',
  },
];
