import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button';
import { EmptyState, ErrorState, TableSkeleton } from './data-view';

const meta = {
  title: 'Kit/States',
  component: EmptyState,
  args: {
    title: 'No releases yet',
    description: 'Upload your first single or album: we deliver it to Spotify, Apple Music and 40 other stores.',
    action: <Button>New release</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is missing and the next step: the one empty state of the app. */
export const Empty: Story = {};

/** `inline` inside a card that is already drawn (a chart with no streams yet). */
export const EmptyInline: Story = {
  args: { variant: 'inline', title: 'No streams in this period', description: 'Streams show here about two days after they happen.', action: undefined },
};

/** The failure's message, and “Try again”. */
export const Error: StoryObj<typeof ErrorState> = {
  render: () => <ErrorState title="Unable to load your statements" error={new globalThis.Error('The royalties service did not answer in time.')} onRetry={() => undefined} />,
};

export const Loading: StoryObj<typeof TableSkeleton> = {
  render: () => <TableSkeleton rows={5} columns={4} label="Loading releases" />,
};
