import { lazy, type ReactNode } from 'react';
import { useSession } from '@/entities/session';
import { AfterFirstPaint, FieldSkeleton, Skeleton } from '@/shared/ui';
import { passwordLayout, profileLayout } from './form-layout';

// The page's first paint is its frame (title, tabs, the identity card). The forms, with what they
// need (Conform, Zod, Ark UI's field, the toaster), are one more chunk, requested once the frame
// is on screen; meanwhile placeholders of the forms' size, so nothing moves when it arrives.
const forms = () => import(/* webpackChunkName: "account-forms" */ './forms');
const UpdateProfileForm = lazy(() => forms().then((module) => ({ default: module.UpdateProfileForm })));
const UpdatePasswordForm = lazy(() => forms().then((module) => ({ default: module.UpdatePasswordForm })));

interface PlaceholderProps {
  layout: { form: string; actions: string; grid?: string };
  /** One entry per field: whether it has a hint line under it. */
  hinted: boolean[];
  buttonWidth: number;
  /** What stands above the fields (the profile's "Signed in as"). */
  lead?: ReactNode;
}

/** A form's placeholder of its size: its fields (in its grid when it has one), then its button. */
function FormPlaceholder({ layout, hinted, buttonWidth, lead }: PlaceholderProps) {
  const fields = hinted.map((withHint, index) => <FieldSkeleton key={index} hinted={withHint} />);
  return (
    <div className={layout.form} aria-busy="true">
      {lead}
      {layout.grid ? <div className={layout.grid}>{fields}</div> : fields}
      <div className={layout.actions}>
        <Skeleton height={40} width={buttonWidth} />
      </div>
    </div>
  );
}

/** The profile form (`update-profile-form.tsx`), deferred. */
export function DeferredProfileForm() {
  const { user } = useSession();
  const lead = user?.email ? <Skeleton height={20} width="50%" /> : null;
  return (
    <AfterFirstPaint placeholder={<FormPlaceholder layout={profileLayout} hinted={[false, false, true, true]} buttonWidth={128} lead={lead} />}>
      <UpdateProfileForm />
    </AfterFirstPaint>
  );
}

/** The change-password form (`update-password-form.tsx`), deferred. */
export function DeferredPasswordForm() {
  return (
    <AfterFirstPaint placeholder={<FormPlaceholder layout={passwordLayout} hinted={[false, true, false]} buttonWidth={136} />}>
      <UpdatePasswordForm />
    </AfterFirstPaint>
  );
}
