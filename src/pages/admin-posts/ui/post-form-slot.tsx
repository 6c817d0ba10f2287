import { lazy, Suspense } from 'react';
import { FieldSkeleton, formStyles, Skeleton } from '@/shared/ui';
import type { PostFormProps } from './post-form';

// The form (Conform, Zod, micromark for the preview) is a chunk of its own: the list and the
// details pages never load it.
const LazyPostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })));

/** What takes the form's room until it arrives (or until the post to edit has loaded). */
export function PostFormPlaceholder() {
  return (
    <div className={formStyles.form} aria-busy="true" aria-label="Loading the form">
      <FieldSkeleton />
      <div className={formStyles.row}>
        <FieldSkeleton hinted />
        <FieldSkeleton hinted />
      </div>
      <FieldSkeleton hinted />
      <Skeleton height={280} />
    </div>
  );
}

/** The post form, fetched on first use, with a placeholder of its size meanwhile. */
export function PostFormSlot(props: PostFormProps) {
  return (
    <Suspense fallback={<PostFormPlaceholder />}>
      <LazyPostForm {...props} />
    </Suspense>
  );
}
