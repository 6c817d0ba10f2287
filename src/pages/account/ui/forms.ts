export { UpdatePasswordForm } from './update-password-form';
export { UpdateProfileForm } from './update-profile-form';
