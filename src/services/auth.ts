/** Sign-in and sign-out through the active backend; the stored login is written here and only here. */
import { clearStoredUser } from './session';

export async function signOut(): Promise<void> {
  clearStoredUser();
}
