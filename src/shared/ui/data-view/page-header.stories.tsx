import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge';
import { Button } from '../button';
import { PageHeader } from './data-view';

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  args: {
    title: 'Releases',
    subtitle: '24 releases · 3 in review',
    actions: (
      <>
        <Button variant="outline">Export CSV</Button>
        <Button>New release</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};

export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined, title: 'Royalty statements' } };

/** An eyebrow above the title (where the page sits) and a status beside the actions. */
export const Release: Story = {
  args: {
    eyebrow: <Badge palette="success">Live</Badge>,
    title: 'Midnight Drive (Deluxe)',
    subtitle: 'Nova Lane · Album · 14 tracks · UPC 5054197301247',
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
