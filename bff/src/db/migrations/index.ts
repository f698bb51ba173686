import type { Migration } from 'kysely';
import * as m0001 from './0001-users';
import * as m0002 from './0002-inquiries';
import * as m0003 from './0003-rate-limits';
import * as m0004 from './0004-refresh-tokens';
import * as m0005 from './0005-projects';
import * as m0006 from './0006-data-items';
import * as m0007 from './0007-chat-turns';
import * as m0030 from './0030-mail-outbox';
import * as m0031 from './0031-password-tokens';
import * as m0032 from './0032-data-item-published';
import * as m0033 from './0033-audit-log';
import * as m0050 from './0050-inquiry-chat-session';
import * as m0051 from './0051-data-item-file-chunks';
import * as m0020 from './0020-data-item-tables';
import * as m0010 from './0010-login-addresses';
import * as m0011 from './0011-refresh-token-client';
import * as m0034 from './0034-user-language';
import * as m0052 from './0052-stored-files';
import * as m0060 from './0060-fieldwork';
import * as m0061 from './0061-fieldwork-tallies';
import * as m0090 from './0090-conversation';
import * as m0080 from './0080-deliverables';
import * as m0081 from './0081-data-item-notified';
import * as m0070 from './0070-companies';

/** Ordered by name. Add a file, then list it here: no directory scanning, so bundling and tests see the same set. */
export const migrations: Record<string, Migration> = {
  '0001-users': m0001,
  '0002-inquiries': m0002,
  '0003-rate-limits': m0003,
  '0004-refresh-tokens': m0004,
  '0005-projects': m0005,
  '0006-data-items': m0006,
  '0007-chat-turns': m0007,
  '0030-mail-outbox': m0030,
  '0031-password-tokens': m0031,
  '0032-data-item-published': m0032,
  '0033-audit-log': m0033,
  '0034-user-language': m0034,
  '0050-inquiry-chat-session': m0050,
  '0051-data-item-file-chunks': m0051,
  '0052-stored-files': m0052,
  '0060-fieldwork': m0060,
  '0061-fieldwork-tallies': m0061,
  '0090-conversation': m0090,
  '0080-deliverables': m0080,
  '0081-data-item-notified': m0081,
  '0070-companies': m0070,
  '0020-data-item-tables': m0020,
  '0010-login-addresses': m0010,
  '0011-refresh-token-client': m0011,
};
