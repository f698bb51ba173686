import { isLanguage, type Language } from '@swat/shared-contracts';
import { signedInUser } from '../auth/signed-in-user';
import { currentPageLanguage } from '../page-language';

const STAFF_AREA = '/swatdashboard';
const inStaffArea = (pathname: string) => pathname === STAFF_AREA || pathname.startsWith(`${STAFF_AREA}/`);

/** The signed-in person's account language as the user query last read it; null before it has. */
function accountLanguage(): Language | null {
  const user = signedInUser();
  if (typeof user !== 'object' || user === null || !('language' in user)) return null;
  return isLanguage(user.language) ? user.language : null;
}

/**
 * The language the shell's requests ask the bff to answer in (LANGUAGE_HEADER): the page's, except
 * in the staff area. Its pages all live at English paths, but each staff member reads them in the
 * language stored on their account (the portal's MessagesIn), so the bff's refusals, field messages,
 * result notes and Total column come in that language too.
 */
export function requestLanguage(pathname?: string): Language {
  const path = pathname ?? (typeof window === 'undefined' ? undefined : window.location.pathname);
  if (path !== undefined && inStaffArea(path)) {
    const chosen = accountLanguage();
    if (chosen) return chosen;
  }
  // Without a window (prerendering) the page language knows which page is being drawn.
  return currentPageLanguage(path);
}
