import { useUnit } from 'effector-react';
import type { User } from '../api/session-api';
import { isAdmin, isInvestorOnly } from './roles';
import { $session } from './session';

export interface SessionView {
  loading: boolean;
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isInvestorOnly: boolean;
}

/** The session for components: `{loading, user, isAuthenticated, isAdmin, isInvestorOnly}`. */
export function useSession(): SessionView {
  const { loading, user } = useUnit($session);
  return {
    loading,
    user,
    isAuthenticated: user !== null,
    isAdmin: isAdmin(user),
    isInvestorOnly: isInvestorOnly(user),
  };
}
