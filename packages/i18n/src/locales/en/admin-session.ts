import type { adminSession as ru } from '../ru/admin-session';
import type { DeepStringRecord } from '../../types';

export const adminSession = {
  login: {
    title: 'Control panel sign-in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    defaultError: 'Incorrect username or password',
    networkError: 'Could not reach the server. Check your connection and try again.',
    tagline: 'The website’s news, administrators and data in one place.',
    intro: 'Sign in with your administrator account.',
    ended: {
      sessionEnded: 'The session was ended on another device',
      sessionIdle: 'The session expired after a period of inactivity',
      passwordChanged: 'The password was changed — sign in again',
      sessionExpired: 'The session expired: 8 hours have passed since the sign-in. Sign in again',
    },
    features: {
      news: 'Website news: scheduled publishing, drafts',
      admins: 'Administrators and their roles',
      security: 'Sign-in with a second factor: an app or a passkey',
    },
  },
  dashboard: {
    welcome: 'Welcome to the control panel',
    /** The phone's top bar: the greeting's first words over the role, in the account chip. */
    welcomeShort: 'Welcome',
    role: 'Role: {{role}}',
    rolePrefix: 'Role:',
    roles: {
      superadmin: 'Superadministrator',
      admin: 'Editor',
    },
    logout: 'Sign out',
    checkingSession: 'Checking the session…',
    skipToContent: 'Skip to content',
    overview: 'Choose a section in the menu to get started.',
    yourRole: 'Your role is {{role}}.',
    backHome: 'Go to the control panel',
  },
  menu: {
    label: 'Control panel sections',
    controlPanel: 'Control panel',
    administrators: 'Administrators',
    news: 'News',
    media: 'Media library',
    sqlExplorer: 'SQL Explorer',
    applications: 'Applications',
    audit: 'Activity log',
    settings: 'Settings',
    open: 'Menu',
    title: 'Menu',
    close: 'Close the menu',
  },
  settings: {
    unavailable: 'Settings are not available yet',
  },
  loading: 'Loading…',
  noscript:
    'The administrator console needs JavaScript. Turn it on in your browser’s settings and reload the page.',
  actions: {
    label: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    create: 'Create',
    creating: 'Creating…',
    save: 'Save',
    saving: 'Saving…',
    deleting: 'Deleting…',
    close: 'Close',
  },
} satisfies DeepStringRecord<typeof ru>;
