import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: {
    content: 'International Standard Recording Code: one per recording, the same in every store',
    children: (
      <Button variant="ghost" size="sm">
        ISRC GBUM72504411
      </Button>
    ),
    openDelay: 200,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the ISRC. */
export const OnHoverAndFocus: Story = {};

export const Disabled: Story = { args: { disabled: true } };
