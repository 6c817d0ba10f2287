import { CAPABILITY, createPlaceholderPage } from '@/widgets/page-placeholder';

// Placeholders until "Accounts, session and the application shell" lands.
export const LoginPage = createPlaceholderPage('Sign in', CAPABILITY.accounts);
export const SignupPage = createPlaceholderPage('Create your account', CAPABILITY.accounts);
export const VerifyPage = createPlaceholderPage('Verify your email', CAPABILITY.accounts);
export const ForgotPasswordPage = createPlaceholderPage('Forgot password', CAPABILITY.accounts);
export const ResetPasswordPage = createPlaceholderPage('Reset password', CAPABILITY.accounts);
