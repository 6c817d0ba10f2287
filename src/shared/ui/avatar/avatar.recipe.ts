import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'Round picture with initials or a blank placeholder as fallback',
  slots: ['root', 'image', 'fallback'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'bg.emphasized',
      color: 'fg.muted',
      userSelect: 'none',
    },
    // Over the fallback, and transparent until it has loaded (see Avatar).
    image: {
      position: 'absolute',
      inset: '0',
      w: 'full',
      h: 'full',
      objectFit: 'cover',
      '&[data-state=hidden]': { opacity: '0' },
    },
    fallback: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: 'full',
      h: 'full',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      lineHeight: 'none',
      _before: { content: 'attr(data-initials)' },
    },
  },
  variants: {
    size: {
      xs: { root: { w: '6', h: '6', fontSize: '[10px]' } },
      sm: { root: { w: '8', h: '8', textStyle: 'xs' } },
      md: { root: { w: '10', h: '10', textStyle: 'sm' } },
      lg: { root: { w: '12', h: '12', textStyle: 'md' } },
      xl: { root: { w: '16', h: '16', textStyle: 'xl' } },
      '2xl': { root: { w: '24', h: '24', textStyle: '3xl' } },
    },
  },
  defaultVariants: { size: 'md' },
});
