import { WORK_REGISTRATION_STATUS_PALETTE, workRegistrationStatusLabel } from '@/entities/writer';
import { Badge, type DataTableColumn } from '@/shared/ui';
import type { components } from '@/shared/api';

type Work = components['schemas']['Work'];

/** A composition: its title, ISWC, writers and society registrations. */
export const WORK_COLUMNS: readonly DataTableColumn<Work>[] = [
  { key: 'title', header: 'Title', rowHeader: true, cell: (work) => work.title },
  { key: 'iswc', header: 'ISWC', cell: (work) => work.iswc ?? '—' },
  { key: 'writers', header: 'Writers', cell: (work) => work.writers.map((writer) => writer.name).join(', ') || '—' },
  {
    key: 'registrations',
    header: 'Registrations',
    cell: (work) =>
      work.registrations.map((registration) => (
        <Badge key={registration.society} size="sm" palette={WORK_REGISTRATION_STATUS_PALETTE[registration.status]}>
          {registration.society}: {workRegistrationStatusLabel(registration.status)}
        </Badge>
      )),
  },
];
