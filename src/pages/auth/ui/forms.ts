// The auth forms (Conform + Zod, the session model, React Query): one chunk, fetched as soon as a
// guest page has rendered its frame (see `deferred-forms.tsx`).
export { ForgotPasswordForm } from './forgot-password-form';
export { LoginForm } from './login-form';
export { ResetPasswordForm } from './reset-password-form';
export { SignupForm } from './signup-form';
export { VerifyCodeForm } from './verify-code-form';
