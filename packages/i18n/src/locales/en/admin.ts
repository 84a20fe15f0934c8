import { adminAdmins } from './admin-admins';
import { adminApplications } from './admin-applications';
import { adminConsole } from './admin-console';
import { adminEditor } from './admin-editor';
import { adminNews } from './admin-news';
import { adminSecurity } from './admin-security';
import { adminSession } from './admin-session';
import { adminSql } from './admin-sql';
import { adminWorkflow } from './admin-workflow';

/** Administrator area. */
export const admin = {
  ...adminSession,
  ...adminConsole,
  admins: adminAdmins,
  applications: adminApplications,
  news: adminNews,
  editor: adminEditor,
  sql: adminSql,
  workflow: adminWorkflow,
  security: adminSecurity,
};
