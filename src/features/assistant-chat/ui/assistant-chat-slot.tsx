import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $isAdmin } from '@/entities/session';
import { deferredModule, whenIdle } from '@/shared/lib/deferred';
import { BOTTOM_ROOM, useBottomRoom } from '@/shared/ui';

const widget = deferredModule(() => import(/* webpackChunkName: "assistant-chat" */ './assistant-chat'));

/**
 * Where the assistant's floating button lives in a signed-in layout: for admins only (spec 2 §6),
 * its code fetched once the browser is idle after the first paint. A failed load leaves it out.
 */
export function AssistantChatSlot() {
  const isAdmin = useUnit($isAdmin);
  const [loaded, setLoaded] = useState(() => widget.get());
  // The page keeps room for the button from its first paint, not once the button has loaded
  // (the page would move then), so that the button never covers its actions (issue #36).
  useBottomRoom(BOTTOM_ROOM.floatingAction, isAdmin);
  useEffect(() => {
    if (!isAdmin || loaded) return;
    let live = true;
    const cancel = whenIdle(() => widget.load().then((module) => live && setLoaded(module), () => undefined));
    return () => {
      live = false;
      cancel();
    };
  }, [isAdmin, loaded]);
  if (!isAdmin || !loaded) return null;
  return <loaded.AssistantChat />;
}
