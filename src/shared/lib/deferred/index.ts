export { deferredModule, useAfterMount, useDeferredModule, usePreloadWhenIdle, whenIdle } from './deferred-module';
export type { DeferredModule } from './deferred-module';
