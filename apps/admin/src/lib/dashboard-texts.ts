import { adminAdmins } from '@fuelcard/i18n/catalogue/ru/admin-admins';
import { adminConsole } from '@fuelcard/i18n/catalogue/ru/admin-console';
import { adminEditor } from '@fuelcard/i18n/catalogue/ru/admin-editor';
import { adminNews } from '@fuelcard/i18n/catalogue/ru/admin-news';
import { adminSecurityFirst } from '@fuelcard/i18n/catalogue/ru/admin-security';
import { adminSession } from '@fuelcard/i18n/catalogue/ru/admin-session';
import { adminSql } from '@fuelcard/i18n/catalogue/ru/admin-sql';
import { common } from '@fuelcard/i18n/catalogue/ru/common';

/**
 * The console's texts beyond the first load's (loadDashboardTexts): the frame, the start page and
 * the sections; the workflow's, the settings' and the applications' load with their screens.
 */
export const dashboardTexts = {
  common,
  admin: {
    ...adminSession,
    ...adminConsole,
    admins: adminAdmins,
    news: adminNews,
    editor: adminEditor,
    sql: adminSql,
    security: adminSecurityFirst,
  },
};
