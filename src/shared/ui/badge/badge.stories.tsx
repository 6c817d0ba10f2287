import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Row, Specimen, Stack, trackStatusLooks } from '../catalog';
import { Badge, type BadgePalette } from './badge';

const PALETTES: readonly BadgePalette[] = ['neutral', 'accent', 'info', 'success', 'warning', 'danger'];
const VARIANTS = ['subtle', 'solid', 'outline'] as const;
const SAMPLE: Record<BadgePalette, string> = {
  neutral: 'Draft',
  accent: 'Scheduled',
  info: 'In review',
  success: 'Live',
  warning: 'Missing ISRC',
  danger: 'Taken down',
};

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { children: 'Live', palette: 'success', variant: 'subtle', size: 'md' },
  argTypes: {
    palette: { control: 'select', options: PALETTES },
    variant: { control: 'inline-radio', options: VARIANTS },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every palette in every variant. The word carries the meaning; the colour only repeats it. */
export const Palettes: Story = {
  render: () => (
    <Stack>
      {VARIANTS.map((variant) => (
        <Specimen key={variant} title={variant}>
          <Row>
            {PALETTES.map((palette) => (
              <Badge key={palette} palette={palette} variant={variant}>
                {SAMPLE[palette]}
              </Badge>
            ))}
          </Row>
        </Specimen>
      ))}
    </Stack>
  ),
};

/** A release's statuses as the lists show them (one record: label and tone). */
export const ReleaseStatuses: Story = {
  render: () => (
    <Row>
      {Object.values(trackStatusLooks).map(([label, palette]) => (
        <Badge key={label} palette={palette}>
          {label}
        </Badge>
      ))}
      <Badge palette="accent" variant="solid" size="sm">
        3
      </Badge>
    </Row>
  ),
};
