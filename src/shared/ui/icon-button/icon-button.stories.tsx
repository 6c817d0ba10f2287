import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Row } from '../catalog';
import { CloseIcon, StrokeIcon } from '../icon';
import { IconButton } from './icon-button';

const PlayIcon = () => (
  <StrokeIcon size={18}>
    <path d="M7 4.5v15l12-7.5z" />
  </StrokeIcon>
);

const MoreIcon = () => (
  <StrokeIcon size={18}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </StrokeIcon>
);

const meta = {
  title: 'Kit/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Play Midnight Drive', size: 'lg', children: <PlayIcon /> },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Icon-only: the name is the `aria-label` ("Play Midnight Drive"), never the icon. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
      <IconButton size="lg" aria-label="Actions for Midnight Drive">
        <MoreIcon />
      </IconButton>
      <IconButton size="lg" aria-label="Close">
        <CloseIcon />
      </IconButton>
      <IconButton size="lg" aria-label="Play Low Tide" disabled>
        <PlayIcon />
      </IconButton>
    </Row>
  ),
};
