import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge';
import { Button } from '../button';
import { Row } from '../catalog';
import { Popover } from './popover';

const meta = {
  title: 'Kit/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="outline">Why in review?</Button>,
    title: 'In review since 26 November',
    description: 'Our team checks every release before it goes to stores.',
    width: 320,
    children: (
      <Row>
        <Badge palette="info">Artwork checked</Badge>
        <Badge palette="warning">Lyrics pending</Badge>
      </Row>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button. */
export const Closed: Story = {};

export const Opened: Story = { args: { defaultOpen: true } };
