import type { AuthUser } from '@rbt/contracts';

type NameParts = Pick<AuthUser, 'firstName' | 'lastName' | 'email'>;

/** Spec §2: first and last name, else email, else "User". */
export function displayName(user: NameParts | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user?.email?.trim() || 'User';
}

/** @internal Used only by its unit test (knip: docs/decisions.md, "Dead exports"). */
export function userInitial(user: NameParts | null | undefined): string {
  return displayName(user).charAt(0).toUpperCase();
}
