export { preloadSegmentEditor, SegmentEditorSlot } from './ui/segment-editor-slot';
export type { SegmentEditorDialogProps } from './ui/segment-editor-dialog';
