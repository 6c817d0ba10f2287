import { css } from 'styled-system/css';
import { AGREEMENT_LABELS } from '@/entities/agreement';
import { RELEASE_FORMAT_LABELS, RELEASE_STATUS_PALETTE, releaseStatusLabel } from '@/entities/release';
import { deferredModule, useModuleWhenIdle } from '@/shared/lib/deferred';
import { labelOf } from '@/shared/lib/labels';
import { Link } from 'react-router';
import { Badge, DataTable, dateColumn, EmailAddress, tableStyles as t, type BadgeProps, type DataTableColumn, TitledSection } from '@/shared/ui';
import type { AdminUserDetails } from '../api/admin-users-api';
import { INVITE_STATUS_LABELS, INVITE_STATUS_PALETTE, INVITEE_ROLE_LABELS, SIGN_IN_METHOD_LABELS } from '../config/labels';

const nowrap = css({ whiteSpace: 'nowrap' });

type Details = AdminUserDetails;

interface TableSectionProps<Row> {
  id: string;
  title: string;
  /** The table's caption where it says more than the title. */
  caption?: string;
  empty: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

/** A section of the account's page holding one table ("… table" while it scrolls); "none yet" inside the section's card. */
function TableSection<Row>({ id, title, caption = title, empty, columns, rows, rowKey }: TableSectionProps<Row>) {
  return (
    <TitledSection id={id} title={title}>
      <DataTable label={caption} frameLabel={`${title} table`} variant="plain" cards columns={columns} rows={rows} rowKey={rowKey} empty={{ title: empty }} />
    </TitledSection>
  );
}

/** A record's status as a small badge of its colour. */
function statusBadge(palette: BadgeProps['palette'], label: string) {
  return (
    <Badge palette={palette} size="sm">
      {label}
    </Badge>
  );
}

const releaseColumns: DataTableColumn<Details['releases'][number]>[] = [
  {
    key: 'title',
    header: 'Title',
    rowHeader: true,
    cell: (release) => (
      <Link className={t.link} to={`/admin/distribution/${release._id}`}>
        {release.title || 'Untitled release'}
      </Link>
    ),
  },
  { key: 'format', header: 'Format', cell: (release) => labelOf(RELEASE_FORMAT_LABELS, release.type) },
  { key: 'status', header: 'Status', cell: (release) => statusBadge(RELEASE_STATUS_PALETTE[release.displayStatus], releaseStatusLabel(release.displayStatus)) },
  dateColumn('updated', 'Updated', (release) => release.updatedAt, { className: nowrap }),
];

/** The latest releases, each linking to its review page. */
export function ReleasesSection({ details }: { details: Details }) {
  return <TableSection id="user-releases" title="Latest releases" empty="No releases yet" columns={releaseColumns} rows={details.releases} rowKey={(release) => release._id} />;
}

const inviteColumns: DataTableColumn<Details['invites'][number]>[] = [
  { key: 'invitee', header: 'Invitee', rowHeader: true, cell: (invite) => <EmailAddress email={invite.inviteeEmail} /> },
  { key: 'role', header: 'Role', cell: (invite) => labelOf(INVITEE_ROLE_LABELS, invite.inviteeRole) },
  { key: 'status', header: 'Status', cell: (invite) => statusBadge(INVITE_STATUS_PALETTE[invite.status], labelOf(INVITE_STATUS_LABELS, invite.status)) },
  dateColumn('sent', 'Sent', (invite) => invite.createdAt, { className: nowrap }),
];

/** Invitations this account sent. */
export function InvitesSection({ details }: { details: Details }) {
  return <TableSection id="user-invites" title="Invites sent" empty="No invitations sent" columns={inviteColumns} rows={details.invites} rowKey={(invite) => invite._id} />;
}

// The user-agent parser (bowser, ~9 kB gzip) comes with the sign-in history, not with the users list.
const deviceNames = deferredModule(() => import('../lib/describe-device'));

type SignIn = Details['signIns'][number];

/** The latest sign-ins: when, how and from which device. */
export function SignInsSection({ details }: { details: Details }) {
  const devices = useModuleWhenIdle(deviceNames, true);
  const columns: DataTableColumn<SignIn>[] = [
    dateColumn('when', 'When', (signIn) => signIn.at, { withTime: true, rowHeader: true, className: nowrap }),
    { key: 'how', header: 'How', cell: (signIn) => labelOf(SIGN_IN_METHOD_LABELS, signIn.method) },
    { key: 'device', header: 'Device', cellProps: () => ({ 'aria-busy': devices ? undefined : true }), cell: (signIn) => devices?.describeDevice(signIn.userAgent) },
    { key: 'ip', header: 'IP address', className: nowrap, cell: (signIn) => signIn.ipAddress ?? '—' },
  ];
  return <TableSection id="user-sign-ins" title="Sign-in history" empty="No sign-ins yet" columns={columns} rows={details.signIns} rowKey={(signIn, index) => `${signIn.at}-${index}`} />;
}

const agreementColumns: DataTableColumn<Details['agreements'][number]>[] = [
  { key: 'agreement', header: 'Agreement', rowHeader: true, cell: (acceptance) => AGREEMENT_LABELS[acceptance.type] },
  { key: 'version', header: 'Version', className: nowrap, cell: (acceptance) => acceptance.version },
  dateColumn('accepted', 'Accepted', (acceptance) => acceptance.acceptedAt, { withTime: true, className: nowrap }),
  { key: 'ip', header: 'IP address', className: nowrap, cell: (acceptance) => acceptance.ipAddress },
];

/** Every agreement the user accepted: which, which version, when and from which address (spec 2 §9). */
export function AgreementsSection({ details }: { details: Details }) {
  return <TableSection id="user-agreements" title="Agreements" caption="Agreements accepted" empty="No agreements accepted" columns={agreementColumns} rows={details.agreements} rowKey={(acceptance, index) => `${acceptance.acceptedAt}-${index}`} />;
}
