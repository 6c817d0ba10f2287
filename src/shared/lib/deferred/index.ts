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
export type { DeferredModule } from './deferred-module';
