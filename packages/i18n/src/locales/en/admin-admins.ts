import type { adminAdmins as ru } from '../ru/admin-admins';
import type { DeepStringRecord } from '../../types';

export const adminAdmins = {
  title: 'Administrators',
  noPermission: 'You do not have permission to view administrators.',
  add: 'Add administrator',
  empty: 'There are no administrators with the role admin',
  table: {
    id: 'ID',
    username: 'Username',
    role: 'Role',
    createdAt: 'Created',
  },
  modal: {
    createTitle: 'New administrator',
    editTitle: 'Edit administrator',
    deleteTitle: 'Delete administrator',
    deleteConfirm: 'Delete administrator {{username}}? This cannot be undone.',
    username: 'Username',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: 'Leave blank to keep the current password.',
  },
  errors: {
    load: 'Failed to load data',
    create: 'Failed to create',
    update: 'Failed to update',
    delete: 'Failed to delete',
  },
} satisfies DeepStringRecord<typeof ru>;
