import { useCallback, useState } from 'react';
import { useModuleWhenIdle, type DeferredModule } from './deferred-module';

/**
 * A part of the page that shows a placeholder until its chunk has arrived: fetched once the
 * browser has been idle after the first paint, or at once after `want()` (the pointer reached
 * the placeholder, the part's shortcut was pressed).
 */
export function useDeferredSlot<Module>(module: DeferredModule<Module>): { loaded: Module | undefined; want: () => void } {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return { loaded: useModuleWhenIdle(module, wanted), want };
}
