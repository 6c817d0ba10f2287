import { deferredModule } from '@/shared/lib/deferred';
import type { toasterStore } from './toaster-store';

type ToasterStore = typeof toasterStore;
type ToastOptions = Parameters<ToasterStore['create']>[0];

const store = deferredModule(() => import('./toaster-store'));

/**
 * The only toaster of the app (DESIGN §5, spec 2 §9): at most 5, 3 s, top right. Pass `duration`
 * to `create` when the error catalogue names another one. Its store (Ark's toast machine) is not
 * part of every page that can show a toast: it loads with the toast region, when the browser is
 * first idle (`AppToaster`), or with the first toast, which then shows as soon as it is here.
 */
export const toaster = {
  create(options: ToastOptions): void {
    const loaded = store.get();
    if (loaded) loaded.toasterStore.create(options);
    else store.load().then(({ toasterStore }) => toasterStore.create(options), () => undefined);
  },
  isVisible(id: string): boolean {
    return store.get()?.toasterStore.isVisible(id) ?? false;
  },
  getVisibleToasts(): ReturnType<ToasterStore['getVisibleToasts']> {
    return store.get()?.toasterStore.getVisibleToasts() ?? [];
  },
  /** Removes the toast `id`, or every toast. */
  remove(id?: string): void {
    store.get()?.toasterStore.remove(id);
  },
};
