import { addTexts, createI18nWithTexts } from '@fuelcard/i18n';
import { adminAdmins } from '@fuelcard/i18n/catalogue/ru/admin-admins';
import { adminConsole } from '@fuelcard/i18n/catalogue/ru/admin-console';
import { adminEditor } from '@fuelcard/i18n/catalogue/ru/admin-editor';
import { adminNews } from '@fuelcard/i18n/catalogue/ru/admin-news';
import { adminSecurityFirst } from '@fuelcard/i18n/catalogue/ru/admin-security';
import { adminSession } from '@fuelcard/i18n/catalogue/ru/admin-session';
import { adminSql } from '@fuelcard/i18n/catalogue/ru/admin-sql';
import { common } from '@fuelcard/i18n/catalogue/ru/common';

/**
 * The console's translations. It is in Russian: only the Russian common and admin texts are
 * bundled, and two large sections load with the screens that use them, to keep the first load in
 * its budget: the news workflow's (`admin.workflow`: editor bar, history, covers, audit;
 * withWorkflowTexts) and the settings page's (`admin.security.settings`: second factor, passkeys,
 * password, sessions; withSettingsTexts).
 */
export const consoleI18n = createI18nWithTexts({
  lng: 'ru',
  texts: {
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
  },
});

let workflowTexts: Promise<void> | undefined;

/** Loads `admin.workflow` into the console's translations once. */
export function loadWorkflowTexts(): Promise<void> {
  workflowTexts ??= import('@fuelcard/i18n/catalogue/ru/admin-workflow').then(
    ({ adminWorkflow }) => {
      addTexts(consoleI18n, 'ru', { admin: { workflow: adminWorkflow } });
    },
  );
  return workflowTexts;
}

let settingsTexts: Promise<void> | undefined;

/** Loads `admin.security.settings` into the console's translations once. */
export function loadSettingsTexts(): Promise<void> {
  settingsTexts ??= import('@fuelcard/i18n/catalogue/ru/admin-security-settings').then(
    ({ adminSecuritySettings }) => {
      addTexts(consoleI18n, 'ru', { admin: { security: { settings: adminSecuritySettings } } });
    },
  );
  return settingsTexts;
}

/** A lazily loaded screen module that needs the workflow texts: both load before it renders. */
export function withWorkflowTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadWorkflowTexts()]).then(([module]) => module);
}

/** A lazily loaded screen module that needs the settings texts: both load before it renders. */
export function withSettingsTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSettingsTexts()]).then(([module]) => module);
}

let applicationTexts: Promise<void> | undefined;

/** Loads `admin.applications` (the «Заявки» screen, issue 25) into the translations once. */
export function loadApplicationTexts(): Promise<void> {
  applicationTexts ??= import('@fuelcard/i18n/catalogue/ru/admin-applications').then(
    ({ adminApplications }) => {
      addTexts(consoleI18n, 'ru', { admin: { applications: adminApplications } });
    },
  );
  return applicationTexts;
}

/** A lazily loaded screen module that needs the applications' texts. */
export function withApplicationTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadApplicationTexts()]).then(([module]) => module);
}
