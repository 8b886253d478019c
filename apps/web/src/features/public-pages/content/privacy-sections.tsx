import { Anchor, List, Table, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '#src/lib/support';
import type { LegalSection } from '../components/legal-document';

/** Retention periods and the 30-day answer to privacy requests. */
const RETENTION = [
  ['Account data', 'Until you delete your account, plus 3 years'],
  ['Transaction records', '7 years'],
  ['Communications (chat and email)', '3 years'],
  ['Analytics', '2 years'],
] as const;

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <List spacing="xs">
        <List.Item>Account details: name, email, phone, organization or company name, addresses and website.</List.Item>
        <List.Item>Nonprofit verification: EIN and your tax-exempt determination letter.</List.Item>
        <List.Item>Activity: items you list or request, events, chat messages and delivery confirmations.</List.Item>
        <List.Item>
          Payments: amounts, dates and status. Card and bank details go straight to our payment provider; we never see
          or store them.
        </List.Item>
        <List.Item>Usage data: pages visited and basic device information, used to keep the service working.</List.Item>
      </List>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <List spacing="xs">
        <List.Item>To run your account, verify nonprofits and show items within a donor’s chosen reach.</List.Item>
        <List.Item>To process requests, payments and deliveries, and send the emails that go with them.</List.Item>
        <List.Item>To prevent fraud, keep the platform secure and meet our legal obligations.</List.Item>
        <List.Item>To understand, in aggregate, how the service is used so we can improve it.</List.Item>
      </List>
    ),
  },
  {
    id: 'share',
    heading: 'Who we share it with',
    body: (
      <Text>
        When a request is approved, the donor and the nonprofit see each other’s names and the delivery details they
        need. We use trusted providers for payments, email and hosting, bound to protect your data. We never sell your
        personal information.
      </Text>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <Table withTableBorder withColumnBorders maw={620}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Data</Table.Th>
            <Table.Th scope="col">Kept for</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RETENTION.map(([kind, period]) => (
            <Table.Tr key={kind}>
              <Table.Td>{kind}</Table.Td>
              <Table.Td>{period}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <Text>
        Passwords are stored hashed, sessions use secure cookies, and tax documents are visible only to their owner and
        our review team. No system is perfect; if we learn of a breach affecting you, we will tell you promptly.
      </Text>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <Text>
        You can see and correct most of your information from your dashboard. To get a copy of your data, delete your
        account or ask any privacy question, email us; we answer privacy requests within 30 days.
      </Text>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <Text>
        We use one essential cookie to keep you signed in. We do not use advertising cookies or sell data to
        advertisers.
      </Text>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <Text>The service is for adults acting for organizations; you must be at least 18 to create an account.</Text>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <Text>
        Privacy questions or requests: <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    ),
  },
];
