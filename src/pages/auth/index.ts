export { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage, VerifyPage } from './ui/auth-pages';
