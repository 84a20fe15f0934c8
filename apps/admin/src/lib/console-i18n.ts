import { addTexts, createI18nWithTexts } from '@fuelcard/i18n';
import firstLoadTexts from 'virtual:console-first-load-texts';

/**
 * The console's translations. It is in Russian: only the Russian common and admin texts are
 * bundled, and the first load carries only what the login and its second step show (picked at
 * build time, scripts/first-paint.mjs; issue 26 §9). The rest loads with the screens that use them: the
 * console's own sections (frame, start page, admins, news, editor, SQL; withDashboardTexts), the
 * news workflow's (`admin.workflow`: editor bar, history, covers, audit; withWorkflowTexts) and the
 * settings page's (`admin.security.settings`: second factor, passkeys, password, sessions;
 * withSettingsTexts).
 */
export const consoleI18n = createI18nWithTexts({ lng: 'ru', texts: firstLoadTexts });

let dashboardTexts: Promise<void> | undefined;

/** Loads the console's common and admin texts (all but the three sections below) once. */
export function loadDashboardTexts(): Promise<void> {
  dashboardTexts ??= import('./dashboard-texts').then(({ dashboardTexts: texts }) => {
    addTexts(consoleI18n, 'ru', texts);
  });
  return dashboardTexts;
}

/** A lazily loaded screen module that needs the dashboard's texts: both load before it renders. */
export function withDashboardTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadDashboardTexts()]).then(([module]) => module);
}

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
