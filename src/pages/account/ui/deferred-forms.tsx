import { lazy } from 'react';
import { useSession } from '@/entities/session';
import { AfterFirstPaint, FieldSkeleton, Skeleton } from '@/shared/ui';
import { passwordLayout, profileLayout } from './form-layout';

// The page's first paint is its frame (title, tabs, the identity card). The forms, with what they
// need (Conform, Zod, Ark UI's field, the toaster), are one more chunk, requested once the frame
// is on screen; meanwhile placeholders of the forms' size, so nothing moves when it arrives.
const forms = () => import(/* webpackChunkName: "account-forms" */ './forms');
const UpdateProfileForm = lazy(() => forms().then((module) => ({ default: module.UpdateProfileForm })));
const UpdatePasswordForm = lazy(() => forms().then((module) => ({ default: module.UpdatePasswordForm })));

/** The profile form (`update-profile-form.tsx`), deferred. */
export function DeferredProfileForm() {
  const { user } = useSession();
  const placeholder = (
    <div className={profileLayout.form} aria-busy="true">
      {user?.email && <Skeleton height={20} width="50%" />}
      <div className={profileLayout.grid}>
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton hinted />
        <FieldSkeleton hinted />
      </div>
      <div className={profileLayout.actions}>
        <Skeleton height={40} width={128} />
      </div>
    </div>
  );
  return (
    <AfterFirstPaint placeholder={placeholder}>
      <UpdateProfileForm />
    </AfterFirstPaint>
  );
}

/** The change-password form (`update-password-form.tsx`), deferred. */
export function DeferredPasswordForm() {
  const placeholder = (
    <div className={passwordLayout.form} aria-busy="true">
      <FieldSkeleton />
      <FieldSkeleton hinted />
      <FieldSkeleton />
      <div className={passwordLayout.actions}>
        <Skeleton height={40} width={136} />
      </div>
    </div>
  );
  return (
    <AfterFirstPaint placeholder={placeholder}>
      <UpdatePasswordForm />
    </AfterFirstPaint>
  );
}
