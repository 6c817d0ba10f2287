import { css } from 'styled-system/css';
import { DELIVERY_REFUSAL_LABELS, type DeliveryRefusal } from '@/entities/release';

/** The coded reasons a delivery is refused, one per line: what is wrong, then the server's sentence. */
export function DeliveryRefusalList({ reasons }: { reasons: readonly DeliveryRefusal[] }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', pl: '5', listStyle: 'disc', textStyle: 'sm' })}>
      {reasons.map((reason, index) => (
        <li key={`${reason.code}-${reason.field ?? index}`}>
          <strong>{DELIVERY_REFUSAL_LABELS[reason.code] ?? 'Not ready'}:</strong> {reason.message}
        </li>
      ))}
    </ul>
  );
}
