import { postLoginTarget, type TLocale, type TUser } from '@portal/domain';
import { useLocation, useNavigate } from 'react-router';
import { setCachedUser } from '../../../lib/application.ts';
import { forgetUserData } from '../api/sign-out.ts';
import { markAuthTransition } from './auth-transition.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import { isExternalTarget } from './redirect-query.ts';

export type TSignedIn = { user: TUser; language: TLocale | null; redirectUri: string | null };

/**
 * After any sign-in (the form, WeChat, the second step): the language cookie, then the redirect query value,
 * else redirectUri, else home.
 */
export function useCompleteSignIn(redirect: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  return ({ user, language, redirectUri }: TSignedIn) => {
    if (language) writeLanguageCookie(language);
    const target = postLoginTarget(redirect, redirectUri, user.homeDirectory);
    if (isExternalTarget(target)) {
      window.location.assign(target);
      return;
    }
    markAuthTransition(location.key);
    forgetUserData();
    setCachedUser(user);
    navigate(target, { replace: true });
  };
}
