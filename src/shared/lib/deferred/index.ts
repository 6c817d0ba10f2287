export {
  afterFirstPaint,
  deferredModule,
  useAfterMount,
  useAfterFirstPaint,
  useDeferredModule,
  usePreloadWhenIdle,
  whenIdle,
} from './deferred-module';
export type { DeferredModule } from './deferred-module';
