import { createContext, useContext } from 'react';
import type { AuthUser } from '@rbt/contracts';

/** The signed-in user handed to every remote by the shell (customProps.user). */
export const UserContext = createContext<AuthUser | null>(null);

export function useUser(): AuthUser | null {
  return useContext(UserContext);
}
