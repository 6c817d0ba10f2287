import { formatCount } from '@/shared/lib/money';
import type { BehavioralAnalytics } from '../api/behavior-api';
import { DEVICE_LABELS, eventLabel } from '../config/labels';
import { BarList } from './bar-list';
import { NothingYet, SectionCard } from './section-card';

/** What people did most, in product words. */
export function TopEvents({ events }: { events: BehavioralAnalytics['topEvents'] }) {
  const most = Math.max(1, ...events.map((event) => event.count));
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
            valueText: formatCount(event.count),
            share: event.count / most,
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
            valueText: `${formatCount(device.sessions)} (${Math.round((device.sessions / total) * 100)}%)`,
            share: device.sessions / total,
          }))}
        />
      )}
    </SectionCard>
  );
}
