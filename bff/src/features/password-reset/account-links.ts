import { ARABIC_PREFIX, INVITE_TOKEN_DAYS, RESET_TOKEN_MINUTES, type Language } from '@swat/shared-contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import type { UserRow } from '../users/users';
import { issuePasswordToken } from './tokens';

/** The portal page reset links and staff invitations open. */
export const RESET_PAGE_PATH = '/reset-password';
/** The portal page a client's invitation opens (same token, the page welcomes rather than resets). */
export const SET_PASSWORD_PAGE_PATH = '/set-password';

export interface AccountLinks {
  /** In the account's language (see users.language). */
  sendResetLink(user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>): Promise<void>;
  sendInvitation(user: Pick<UserRow, 'id' | 'email' | 'name' | 'role'>, invitedBy: string): Promise<void>;
  /** A client's invitation, in their language; a new one makes the link sent before stop working. */
  sendClientInvitation(user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>, invitedBy: string, company: string): Promise<void>;
}

export function createAccountLinks(deps: { db: Kysely<DatabaseSchema>; mailer: Mailer; publicOrigin: string; now: () => number }): AccountLinks {
  const { db, mailer } = deps;
  // The page in the mail's language: /ar/reset-password for an Arabic mail.
  const link = (token: string, invite: boolean, language: Language = 'en', page = RESET_PAGE_PATH) =>
    `${deps.publicOrigin}${language === 'ar' ? ARABIC_PREFIX : ''}${page}?token=${token}${invite && page === RESET_PAGE_PATH ? '&invite=1' : ''}`;
  return {
    async sendResetLink(user) {
      const token = await issuePasswordToken(db, user.id, 'reset', RESET_TOKEN_MINUTES * 60_000, new Date(deps.now()));
      await mailer.send(user.email, renderMail('passwordReset', { name: user.name, url: link(token, false, user.language), minutes: RESET_TOKEN_MINUTES }, user.language));
    },
    async sendInvitation(user, invitedBy) {
      const token = await issuePasswordToken(db, user.id, 'invite', INVITE_TOKEN_DAYS * 86_400_000, new Date(deps.now()));
      await mailer.send(user.email, renderMail('staffInvite', { name: user.name, invitedBy, role: user.role === 'admin' ? 'admin' : 'staff', url: link(token, true), days: INVITE_TOKEN_DAYS }));
    },
    async sendClientInvitation(user, invitedBy, company) {
      const token = await issuePasswordToken(db, user.id, 'invite', INVITE_TOKEN_DAYS * 86_400_000, new Date(deps.now()));
      const url = link(token, true, user.language, SET_PASSWORD_PAGE_PATH);
      await mailer.send(user.email, renderMail('clientInvite', { name: user.name, invitedBy, company, url, days: INVITE_TOKEN_DAYS }, user.language));
    },
  };
}
