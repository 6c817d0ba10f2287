import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { css } from 'styled-system/css';
import { StatCard, surfaceStyles } from './data-view';

const meta = {
  title: 'Kit/StatCard',
  component: StatCard,
  args: { label: 'Streams', value: '1,284,903', hint: '+12.4 % on the previous 28 days', loading: false },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card at the width of a desktop grid's column. */
const oneColumn = css({ maxW: 'xs' });

export const Figure: Story = {
  render: (args) => (
    <div className={oneColumn}>
      <StatCard {...args} />
    </div>
  ),
};

/** The value's place is kept while it loads; a hint that comes with the data keeps its line. */
export const Loading: Story = { ...Figure, args: { loading: true, hint: '\u00a0' } };

/** The headline figures of an artist's home, as the grid lays them out. */
export const Grid: Story = {
  render: () => (
    <div className={surfaceStyles.grid}>
      <StatCard label="Streams" value="1,284,903" hint="+12.4 % on the previous 28 days" />
      <StatCard label="Listeners" value="412,077" hint="−3.1 % on the previous 28 days" />
      <StatCard label="Saves" value="38,215" hint="+41.7 % on the previous 28 days" />
      <StatCard label="Royalties (October)" value="$4,918.40" hint="Paid on 15 November" />
    </div>
  ),
};
