import { defineSlotRecipe } from '@pandacss/dev';
import { floatingMotion, floatingSurface, optionItem, optionList } from '../../config/theme/recipe-parts';

export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  description: 'Text input with a list of options found as the user types',
  slots: ['root', 'label', 'control', 'positioner', 'content', 'item', 'itemText', 'itemHint', 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    // As a form field's label (field.recipe.ts): the combobox sits among them in forms.
    label: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg.muted' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    positioner: { zIndex: 'popover' },
    content: {
      zIndex: 'popover',
      ...optionList,
      maxH: '[min(320px, var(--available-height, 320px))]',
      overflowY: 'auto',
      ...floatingSurface,
      borderRadius: 'lg',
      ...floatingMotion,
    },
    item: {
      ...optionItem,
      gap: '3',
      minH: '11',
      py: '1.5',
    },
    itemText: { display: 'flex', flexDirection: 'column', minW: '0', flex: '1' },
    itemHint: { textStyle: 'caption', color: 'fg.muted' },
    status: { px: '2', py: '2', textStyle: 'sm', color: 'fg.muted' },
  },
});
