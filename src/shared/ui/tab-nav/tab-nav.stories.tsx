import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavLink } from 'react-router';
import { tabNavStyles } from '.';

/** Section tabs are links (each section has its address); the current one has `aria-current="page"`. */
function ReleaseTabs({ size }: { size?: 'md' | 'lg' }) {
  const styles = tabNavStyles({ size });
  const tabs = [
    ['/releases/midnight-drive', 'Overview'],
    ['/releases/midnight-drive/tracks', 'Tracks (12)'],
    ['/releases/midnight-drive/stores', 'Stores'],
    ['/releases/midnight-drive/royalties', 'Royalties'],
    ['/releases/midnight-drive/history', 'History'],
  ] as const;
  return (
    <nav aria-label="Release sections">
      <ul className={styles.list}>
        {tabs.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className={styles.tab}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Kit/TabNav',
  component: ReleaseTabs,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  parameters: { route: '/releases/midnight-drive/tracks' },
} satisfies Meta<typeof ReleaseTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};

export const Large: Story = { args: { size: 'lg' } };

/** On a phone the tabs scroll sideways rather than wrap. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
