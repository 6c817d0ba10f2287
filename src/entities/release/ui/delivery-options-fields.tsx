import type { FieldMetadata } from '@conform-to/react';
import { formStyles, SelectField } from '@/shared/ui';
import type { DeliveryType } from '../api/admin-review-api';
import {
  DELIVERY_ENVIRONMENT_LABELS,
  DELIVERY_ENVIRONMENTS,
  DELIVERY_PRIORITIES,
  DELIVERY_PRIORITY_LABELS,
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
} from '../config/delivery';

const options = <Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

export interface DeliveryOptionsFieldsProps {
  fields: Record<'deliveryType' | 'priority' | 'environment', FieldMetadata<unknown>>;
  /** The delivery the form is for, when it is not the user's to choose (then sent as a hidden field). */
  type?: DeliveryType;
}

/** The delivery's type (unless fixed), priority and environment, on the field kit; the stores are each form's own. */
export function DeliveryOptionsFields({ fields, type }: DeliveryOptionsFieldsProps) {
  return (
    <>
      {type ? (
        <input type="hidden" name={fields.deliveryType.name} value={type} />
      ) : (
        <SelectField field={fields.deliveryType} label="Delivery" options={options(DELIVERY_TYPES, DELIVERY_TYPE_LABELS)} />
      )}
      <div className={formStyles.row}>
        <SelectField field={fields.priority} label="Priority" options={options(DELIVERY_PRIORITIES, DELIVERY_PRIORITY_LABELS)} />
        <SelectField field={fields.environment} label="Environment" options={options(DELIVERY_ENVIRONMENTS, DELIVERY_ENVIRONMENT_LABELS)} />
      </div>
    </>
  );
}
