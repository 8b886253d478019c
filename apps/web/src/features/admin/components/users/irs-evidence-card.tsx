import type { IrsCode, IrsEvidence } from '@app/shared';
import { formatDayMonthYear } from '@app/shared';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconQuestionMark } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { RequestFact } from '#src/components/request-fact';
import { formatDate } from '#src/features/admin/lib/format';
import { IrsMatchBadge } from './irs-match-badge';

export interface IrsEvidenceCardProps {
  evidence: IrsEvidence;
  /** The card's heading, its accessible name: "IRS records", or the evidence kept with an approval. */
  title?: string;
  headingOrder?: TitleOrder;
  /** The pending queue's cards: the verdict, name and place, and the codes without their meanings. */
  compact?: boolean;
}

/** A date the IRS gives ("2025-05-15") is a calendar day: the same in every time zone. */
const formatDay = (date: string | null) => (date ? formatDayMonthYear(new Date(`${date}T00:00:00Z`), 'utc') : '');

/** The oldest of the files in use: the card never overstates how fresh the data is. */
function dataAsOf(evidence: IrsEvidence): string | null {
  const dates = Object.values(evidence.data_as_of).filter((date): date is string => date !== null);
  return dates.sort()[0] ?? null;
}

/**
 * What the IRS files say about a nonprofit (docs/product.md, "Checking a nonprofit against IRS
 * data"), beside its letter: found or not, the IRS name and how close it is, place, codes with
 * their meanings, Publication 78 and revocation. Marks carry words, never colour alone.
 */
export function IrsEvidenceCard({ evidence, title = 'IRS records', headingOrder = 3, compact }: IrsEvidenceCardProps) {
  const headingId = useId();
  const asOf = dataAsOf(evidence);
  const size = compact ? 'xs' : 'sm';
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={compact ? 'xs' : 'sm'}>
      <Stack gap={compact ? 6 : 'xs'}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={headingOrder} size={compact ? 'h6' : 'h5'} id={headingId}>
            {title}
          </Title>
          <Verdict evidence={evidence} />
        </Group>
        <Text size={size}>{evidence.summary}</Text>
        {asOf && (evidence.found || evidence.revocation) && <Facts evidence={evidence} compact={compact} />}
        {/* With no file imported, the summary already says so. */}
        {asOf && (
          <Text size="xs" c="dimmed">
            IRS data as of {formatDate(asOf)}
            {evidence.bmf && !compact && ` · Business Master File part ${evidence.bmf.part}`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Verdict({ evidence }: { evidence: IrsEvidence }) {
  if (evidence.irs_match) return <IrsMatchBadge user={{ irs_evidence: evidence }} />;
  const [label, color] = evidence.revoked
    ? ['Revoked', 'red.9']
    : evidence.found
      ? ['Found, not a match', 'dark.6']
      : ['Not found', 'dark.6'];
  return (
    <Badge variant="outline" color={color} radius="sm" tt="none" w="max-content">
      {label}
    </Badge>
  );
}

function Facts({ evidence, compact }: { evidence: IrsEvidence; compact?: boolean }) {
  const { bmf, pub78, revocation } = evidence;
  const size = compact ? 'xs' : 'sm';
  const similarity = evidence.name_similarity;
  return (
    <>
      {evidence.irs_name && (
        <Text size={size} style={{ overflowWrap: 'anywhere' }}>
          <Text span size={size} c="dimmed">
            IRS name{' '}
          </Text>
          <Text span size={size} fw={600}>
            {evidence.irs_name}
          </Text>
          {similarity !== null && ` · ${Math.round(similarity * 100)}% name match`}
        </Text>
      )}
      {(evidence.city_matches !== null || evidence.state_matches !== null) && (
        <List size={size} spacing={2} center aria-label="Place">
          <Mark ok={evidence.city_matches} what="City" place={bmf ? bmf.city : null} />
          <Mark ok={evidence.state_matches} what="State" place={bmf ? bmf.state : null} />
        </List>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={compact ? 6 : 'xs'} m={0}>
        {bmf && <CodeFact label="Subsection" code={bmf.subsection} compact={compact} short={subsectionShort(bmf)} />}
        {/* The review queue's card too: deductibility and status are what a reviewer checks first after the name. */}
        {bmf && <CodeFact label="Deductibility" code={bmf.deductibility} />}
        {bmf && <CodeFact label="Exempt status" code={bmf.status} />}
        {bmf?.group_exemption && !compact && <RequestFact label="Group exemption">{bmf.group_exemption}</RequestFact>}
        <RequestFact label="Publication 78">
          {pub78
            ? `Listed${pub78.deductibility ? `: ${compact ? pub78.deductibility.code : describe(pub78.deductibility)}` : ''}`
            : 'Not listed'}
        </RequestFact>
        <RequestFact label="Revocation">
          {!revocation
            ? 'Not revoked'
            : evidence.revoked
              ? `Revoked ${formatDay(revocation.revocation_date)}`.trim()
              : `Reinstated ${formatDay(revocation.reinstatement_date)} (revoked ${formatDay(revocation.revocation_date)})`}
        </RequestFact>
      </SimpleGrid>
    </>
  );
}

const subsectionShort = (bmf: NonNullable<IrsEvidence['bmf']>) => bmf.subsection?.meaning.split(':')[0] ?? null;
/** "PC — Public charity (50% limit ...)"; a subsection's meaning already names it ("501(c)(3): ..."). */
const describe = (code: IrsCode) =>
  /^\d+$/.test(code.code) && code.meaning.includes(':') ? code.meaning : `${code.code} — ${code.meaning}`;

function CodeFact(props: { label: string; code: IrsCode | null; compact?: boolean; short?: string | null }) {
  const { label, code, compact, short } = props;
  return (
    <RequestFact label={label}>{!code ? 'Not given' : compact ? (short ?? code.code) : describe(code)}</RequestFact>
  );
}

/** "City matches" with a check, "State differs (IRS: OH)" with a cross: the words carry the meaning. */
function Mark({ ok, what, place }: { ok: boolean | null; what: string; place?: string | null }): ReactNode {
  const [icon, words] =
    ok === null
      ? [<IconQuestionMark key="q" size={16} aria-hidden />, `${what} not compared`]
      : ok
        ? [<IconCircleCheck key="y" size={16} color="var(--mantine-color-green-8)" aria-hidden />, `${what} matches`]
        : [
            <IconCircleX key="n" size={16} color="var(--mantine-color-red-8)" aria-hidden />,
            `${what} differs${place ? ` (IRS: ${place})` : ''}`,
          ];
  return <List.Item icon={icon}>{words}</List.Item>;
}
