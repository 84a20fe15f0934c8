import type { adminAdmins as ru } from '../ru/admin-admins';
import type { DeepStringRecord } from '../../types';

export const adminAdmins = {
  title: 'Administrators',
  noPermission: 'You do not have permission to view administrators.',
  add: 'Add administrator',
  empty: 'There are no administrators with the role Editor',
  emptyHint: 'Add one with “Add administrator”.',
  rowMenu: 'Actions: {{username}}',
  self: {
    text: 'Your own account is in',
    link: 'Settings',
  },
  search: {
    label: 'Search administrators',
    placeholder: 'Username',
  },
  sorts: {
    username: 'By name (A–Z)',
    newest: 'Newest first',
    oldest: 'Oldest first',
  },
  toast: {
    created: 'Administrator {{username}} added',
    updated: 'Changes to administrator {{username}} saved',
    deleted: 'Administrator {{username}} deleted',
  },
  table: {
    id: 'ID',
    username: 'Username',
    role: 'Role',
    createdAt: 'Created',
  },
  modal: {
    createTitle: 'New administrator',
    roleNote:
      'Role: Editor — creates, edits, publishes and deletes news. Administrators, the SQL Explorer, the activity log and the deleted news are for the superadministrator only.',
    editTitle: 'Edit administrator',
    deleteTitle: 'Delete administrator',
    deleteConfirm: 'Delete administrator {{username}}? This cannot be undone.',
    username: 'Username',
    usernameRules: '3 to 50 characters: Latin letters, digits, dot, hyphen, underscore.',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: 'Leave blank to keep the current password.',
    passwordRules: 'At least {{min}} characters; not your username and not a common password.',
  },
  /** The password rules a new password breaks (the API says the same). */
  passwordProblems: {
    tooShort: 'The password must be at least {{min}} characters long',
    tooLong: 'The password must be at most {{max}} characters long',
    blank: 'The password cannot be only spaces',
    containsUsername: 'The password must not be the username or contain it',
    common:
      'This password is too common: it is on the lists of the most used passwords. Choose another',
  },
  errors: {
    load: 'Failed to load data',
    create: 'Failed to create',
    update: 'Failed to update',
    delete: 'Failed to delete',
  },
} satisfies DeepStringRecord<typeof ru>;
