import { formatCount } from '@/shared/lib/money';
import { BarList } from '@/shared/ui/bar-list';
import type { BehavioralAnalytics } from '../api/behavior-api';
import { DEVICE_LABELS } from '@/shared/neutral';
import { eventLabel } from '../config/labels';
import { NothingYet, SectionCard } from './section-card';

/** What people did most, in product words. */
export function TopEvents({ events }: { events: BehavioralAnalytics['topEvents'] }) {
  return (
    <SectionCard title="Top actions">
      {events.length === 0 ? (
        <NothingYet>No actions in this period.</NothingYet>
      ) : (
        <BarList
          label="Actions by count"
          items={events.map((event) => ({
            key: `${event.type}:${event.name ?? ''}`,
            label: eventLabel(event.type, event.name),
            value: event.count,
            display: formatCount(event.count),
          }))}
        />
      )}
    </SectionCard>
  );
}

/** Sessions by kind of device. */
export function Devices({ devices }: { devices: BehavioralAnalytics['devices'] }) {
  const total = devices.reduce((sum, device) => sum + device.sessions, 0);
  return (
    <SectionCard title="Devices" note="Sessions by kind of device.">
      {total === 0 ? (
        <NothingYet>No sessions in this period.</NothingYet>
      ) : (
        <BarList
          label="Sessions by device"
          items={devices.map((device) => ({
            key: device.type,
            label: DEVICE_LABELS[device.type],
            value: device.sessions,
            display: `${formatCount(device.sessions)} (${Math.round((device.sessions / total) * 100)}%)`,
            share: device.sessions / total,
          }))}
        />
      )}
    </SectionCard>
  );
}
