import { adminAdmins } from './admin-admins';
import { adminApplications } from './admin-applications';
import { adminConsole } from './admin-console';
import { adminEditor } from './admin-editor';
import { adminNews } from './admin-news';
import { adminSecurityFirst } from './admin-security';
import { adminSecuritySettings } from './admin-security-settings';
import { adminSession } from './admin-session';
import { adminSql } from './admin-sql';
import { adminWorkflow } from './admin-workflow';

/** Administrator area (Russian messages of spec §5, §6 and §8 verbatim). */
export const admin = {
  ...adminSession,
  ...adminConsole,
  admins: adminAdmins,
  applications: adminApplications,
  news: adminNews,
  editor: adminEditor,
  sql: adminSql,
  workflow: adminWorkflow,
  security: { ...adminSecurityFirst, settings: adminSecuritySettings },
};
