import { adminAdmins } from './admin-admins';
import { adminEditor } from './admin-editor';
import { adminNews } from './admin-news';
import { adminSession } from './admin-session';
import { adminSql } from './admin-sql';

/** Administrator area. */
export const admin = {
  ...adminSession,
  admins: adminAdmins,
  news: adminNews,
  editor: adminEditor,
  sql: adminSql,
};
