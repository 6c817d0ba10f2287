export {
  afterFirstPaint,
  deferredModule,
  useAfterFirstPaint,
  useAfterMount,
  useDeferredModule,
  useModuleWhenIdle,
  usePreloadWhenIdle,
  whenIdle,
} from './deferred-module';
export { useDeferredSlot } from './deferred-slot';
export { nextTask } from './next-task';
export type { DeferredModule } from './deferred-module';
export { useDebouncedValue } from './use-debounced-value';
