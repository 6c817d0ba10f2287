export { ForgotPasswordPage } from './ui/forgot-password-page';
export { LoginPage } from './ui/login-page';
export { ResetPasswordPage } from './ui/reset-password-page';
export { SignupPage } from './ui/signup-page';
export { VerifyPage } from './ui/verify-page';
