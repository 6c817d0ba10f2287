import { createContext, type ComponentType, type ComponentProps } from 'react';

/**
 * The controls of the `Field` around an input (Ark's field parts, which link the label, required,
 * invalid and description), given by `Field` itself: an input outside one is a plain element and
 * its page loads none of Ark's field code.
 */
export interface FieldControls {
  Input: ComponentType<ComponentProps<'input'>>;
  Textarea: ComponentType<ComponentProps<'textarea'>>;
  Select: ComponentType<ComponentProps<'select'>>;
}

export const FieldControlsContext = createContext<FieldControls | null>(null);
