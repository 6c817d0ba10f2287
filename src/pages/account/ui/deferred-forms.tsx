import { lazy, Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useSession } from '@/entities/session';
import { useAfterMount } from '@/shared/lib/deferred';
import { Skeleton } from '@/shared/ui';
import { passwordLayout, profileLayout } from './form-layout';

// The page's first paint is its frame (title, tabs, the identity card). The forms, with what they
// need (Conform, Zod, Ark UI's field, the toaster), are one more chunk, requested once the frame
// has been committed; meanwhile placeholders of the forms' size, so nothing moves when it arrives.
const forms = () => import(/* webpackChunkName: "account-forms" */ './forms');
const UpdateProfileForm = lazy(() => forms().then((module) => ({ default: module.UpdateProfileForm })));
const UpdatePasswordForm = lazy(() => forms().then((module) => ({ default: module.UpdatePasswordForm })));

const styles = {
  field: css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' }),
};

/** A field's label (20 px), its 44 px input and, if any, its hint line (16 px). */
function FieldPlaceholder({ hinted = false }: { hinted?: boolean }) {
  return (
    <div className={styles.field}>
      <Skeleton height={20} width="30%" />
      <Skeleton height={44} />
      {hinted && <Skeleton height={16} width="60%" />}
    </div>
  );
}

function FormSlot({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const framePainted = useAfterMount(true);
  return <Suspense fallback={placeholder}>{framePainted ? children : placeholder}</Suspense>;
}

/** The profile form (`update-profile-form.tsx`), deferred. */
export function DeferredProfileForm() {
  const { user } = useSession();
  const placeholder = (
    <div className={profileLayout.form} aria-busy="true">
      {user?.email && <Skeleton height={20} width="50%" />}
      <div className={profileLayout.grid}>
        <FieldPlaceholder />
        <FieldPlaceholder />
        <FieldPlaceholder hinted />
        <FieldPlaceholder hinted />
      </div>
      <div className={profileLayout.actions}>
        <Skeleton height={40} width={128} />
      </div>
    </div>
  );
  return (
    <FormSlot placeholder={placeholder}>
      <UpdateProfileForm />
    </FormSlot>
  );
}

/** The change-password form (`update-password-form.tsx`), deferred. */
export function DeferredPasswordForm() {
  const placeholder = (
    <div className={passwordLayout.form} aria-busy="true">
      <FieldPlaceholder />
      <FieldPlaceholder hinted />
      <FieldPlaceholder />
      <div className={passwordLayout.actions}>
        <Skeleton height={40} width={136} />
      </div>
    </div>
  );
  return (
    <FormSlot placeholder={placeholder}>
      <UpdatePasswordForm />
    </FormSlot>
  );
}
