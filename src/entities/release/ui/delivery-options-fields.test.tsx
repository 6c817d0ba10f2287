import { useForm } from '@conform-to/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '../api/admin-review-api';
import { DELIVERY_OPTION_DEFAULTS } from '../model/delivery-options';
import { DeliveryOptionsFields } from './delivery-options-fields';

function Harness({ type }: { type?: DeliveryType }) {
  const [form, fields] = useForm({ id: 'delivery', defaultValue: { deliveryType: 'UPDATE', ...DELIVERY_OPTION_DEFAULTS } });
  return (
    <form id={form.id} aria-label="Delivery options">
      <DeliveryOptionsFields fields={fields} type={type} />
    </form>
  );
}

const formValues = () => Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Delivery options' }) as HTMLFormElement));

describe('DeliveryOptionsFields', () => {
  it('offers the delivery, priority and environment, starting from the form’s defaults', () => {
    render(<Harness />);
    expect(screen.getAllByRole('combobox').map((select) => select.getAttribute('name'))).toEqual(['deliveryType', 'priority', 'environment']);
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Normal');
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveDisplayValue('Live (production)');
    expect(formValues()).toEqual({ deliveryType: 'UPDATE', priority: 'NORMAL', environment: 'PRODUCTION' });
  });

  it('sends a delivery fixed by the form without offering it', () => {
    render(<Harness type="TAKEDOWN" />);
    expect(screen.queryByRole('combobox', { name: 'Delivery' })).toBeNull();
    expect(formValues()).toEqual({ deliveryType: 'TAKEDOWN', priority: 'NORMAL', environment: 'PRODUCTION' });
  });
});
