import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Row, Specimen, Stack } from '../catalog';
import { FieldSkeleton, Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 32, shape: 'block' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'circle', 'text'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

/** The placeholders of a loading track row, a paragraph and a form field. */
export const Shapes: Story = {
  render: () => (
    <Stack>
      <Specimen title="A track row">
        <Row>
          <Skeleton shape="circle" width={48} height={48} />
          <Skeleton width={48} height={48} />
          <div style={{ flex: 1 }}>
            <SkeletonText lines={2} />
          </div>
        </Row>
      </Specimen>
      <Specimen title="A paragraph">
        <SkeletonText lines={4} />
      </Specimen>
      <Specimen title="A form field">
        <FieldSkeleton hinted />
      </Specimen>
    </Stack>
  ),
};
