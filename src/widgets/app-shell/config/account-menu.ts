/** Logout goes to /auth/login (spec 1 §2), which redirects to /login. */
export const LOGOUT_REDIRECT_PATH = '/auth/login';

/** Account menu of spec 1 §2: Home, Profile, Settings (the account page), Logout. */
export const ACCOUNT_MENU_ITEMS = [
  { id: 'home', label: 'Home', to: '/' },
  { id: 'profile', label: 'Profile', to: '/dashboard/account' },
  { id: 'settings', label: 'Settings', to: '/dashboard/account?tab=settings' },
] as const;
