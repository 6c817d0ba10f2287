import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Row, Specimen, Stack } from '../catalog';
import { Avatar } from './avatar';

/** A stand-in artist photo, drawn here: the catalogue downloads nothing. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(262 70% 55%)"/><stop offset="1" stop-color="hsl(330 75% 60%)"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="17" fill="hsl(30 40% 85%)"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="hsl(220 30% 20%)"/></svg>',
)}`;

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;

const meta = {
  title: 'Kit/Avatar',
  component: Avatar,
  args: { name: 'Nova Lane', size: 'xl', src: PHOTO },
  argTypes: { size: { control: 'inline-radio', options: SIZES } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {};

/** No photo yet: the name's initials (a picture, so not read out inside a labelled button). */
export const Initials: Story = { args: { src: null, name: 'Mira Okafor' } };

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <Specimen title="Photo">
        <Row>
          {SIZES.map((size) => (
            <Avatar key={size} {...args} size={size} />
          ))}
        </Row>
      </Specimen>
      <Specimen title="Initials, and blank">
        <Row>
          {SIZES.map((size) => (
            <Avatar key={size} name="The Quiet Hours" size={size} />
          ))}
          <Avatar fallback="blank" size="xl" />
        </Row>
      </Specimen>
    </Stack>
  ),
};

/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = { args: { src: 'data:image/png;base64,broken', name: 'Kestrel & Vine' } };
