import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Link } from 'react-router';
import { Button } from '../button';
import { Menu, type MenuEntry } from './menu';

const items: readonly MenuEntry[] = [
  { value: 'open', label: 'Open release', link: <Link to="/releases/midnight-drive" /> },
  { value: 'duplicate', label: 'Duplicate as new release' },
  { value: 'export', label: 'Export metadata (CSV)' },
  { value: 'resend', label: 'Redeliver to stores', disabled: true },
  { type: 'separator', id: 'danger' },
  { value: 'take-down', label: 'Take down', tone: 'danger' },
];

const meta = {
  title: 'Kit/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="outline" aria-label="Actions for Midnight Drive">Actions</Button>,
    items,
    onSelect: () => undefined,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between the items, Enter picks, Escape closes. */
export const RowActions: Story = {};

export const Opened: Story = { args: { open: true } };

/** A header names the items (the account menu). */
export const WithHeader: Story = {
  args: {
    open: true,
    trigger: <Button variant="ghost">Nova Lane</Button>,
    header: (
      <div>
        <strong>Nova Lane</strong>
        <div>nova@novalane.music</div>
      </div>
    ),
    items: [
      { value: 'profile', label: 'Artist profile' },
      { value: 'payouts', label: 'Payout details' },
      { type: 'separator', id: 'out' },
      { value: 'sign-out', label: 'Sign out' },
    ],
  },
};
