import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination, type PaginationProps } from './pagination';

/** Pages that turn (the story keeps the page the app keeps in the address). */
function Paged(props: Omit<PaginationProps, 'onPageChange'>) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Kit/Pagination',
  component: Paged,
  args: { page: 4, pageSize: 25, total: 1_284, label: 'Statement lines pages' },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {};

export const FirstPage: Story = { args: { page: 1, total: 73 } };

/** One page: the count line alone. */
export const OnePage: Story = { args: { page: 1, total: 12 } };

export const NoResults: Story = { args: { page: 1, total: 0 } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
