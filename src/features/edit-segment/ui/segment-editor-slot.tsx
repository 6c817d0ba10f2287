import { deferredModule, useDeferredModule } from '@/shared/lib/deferred';
import type { SegmentEditorDialogProps } from './segment-editor-dialog';

// The editor is fetched on first use (or on the button's hover or focus): out of the list's first load.
const editor = deferredModule(() => import(/* webpackChunkName: "admin-email-segment-editor" */ './segment-editor-dialog'));

export const preloadSegmentEditor = () => void editor.load().catch(() => undefined);

/** The segment editor, mounted once it has been asked for. */
export function SegmentEditorSlot(props: SegmentEditorDialogProps) {
  const loaded = useDeferredModule(editor, props.open);
  return loaded ? <loaded.SegmentEditorDialog {...props} /> : null;
}
