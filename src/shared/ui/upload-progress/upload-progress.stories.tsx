import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Narrow } from '../catalog';
import { UploadProgressLine } from './upload-progress';

const MB = 1024 * 1024;

const meta = {
  title: 'Kit/UploadProgress',
  component: UploadProgressLine,
  args: { label: 'Audio upload: Midnight Drive.wav', progress: { loaded: 31.4 * MB, total: 52.8 * MB, percent: 59 }, onCancel: () => undefined },
  decorators: [(Story) => <Narrow><Story /></Narrow>],
} satisfies Meta<typeof UploadProgressLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};

/** Before the first progress event. */
export const Starting: Story = { args: { progress: null } };

export const AlmostDone: Story = { args: { progress: { loaded: 52.1 * MB, total: 52.8 * MB, percent: 98 } } };
