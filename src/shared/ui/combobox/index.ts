export { Combobox, ComboboxItemText, type ComboboxProps } from './combobox';
