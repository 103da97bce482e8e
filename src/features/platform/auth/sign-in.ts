/**
 * Sign-in by "Usuario ó Email" (spec 000 §2 Login, §5, §8): the e-mail format check only decides whether
 * the input goes to /auth/login (as email) or /auth/login-username (as username). A blank input fails
 * with "Email or Username required" before any call.
 */
import * as v from 'valibot';
import { login, loginUsername } from '../../../api/auth.api';
import { startSession } from '../../../api/session';
import type { SessionUser } from '../../../contract/auth';
import { validationText } from '../../../i18n/validation';

const emailFormat = v.pipe(v.string(), v.email());

export const looksLikeEmail = (identifier: string): boolean => v.is(emailFormat, identifier.trim());

export async function signIn(identifier: string, password: string): Promise<SessionUser> {
  const name = identifier.trim();
  if (name === '') throw new Error(validationText.emailOrUsernameRequired);
  const answer = looksLikeEmail(name) ? await login(name, password) : await loginUsername(name, password);
  startSession(answer.user, answer.tokens);
  return answer.user;
}
