import type { adminNewsBulk as ru } from '../ru/admin-news-bulk';
import type { DeepStringRecord } from '../../types';

export const adminNewsBulk = {
  select: 'Select: {{title}}',
  selectPage: 'Select all on this page',
  startSelecting: 'Select',
  stopSelecting: 'Done',
  selected: 'Selected: {{count}}',
  clear: 'Clear selection',
  bar: 'Actions on the selected news',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  rowMenu: 'Actions: {{title}}',
  cover: 'Cover',
  confirm: {
    publishTitle: 'Publish the selected news?',
    publishText: 'News items: {{count}}. They appear on the site within their dates.',
    unpublishTitle: 'Unpublish the selected news?',
    unpublishText: 'News items: {{count}}. They become drafts and leave the site.',
    deleteTitle: 'Delete the selected news?',
    deleteText:
      'News items: {{count}}. The delete can be undone right after it, and a superadministrator can restore the items for 30 days.',
    cancel: 'Cancel',
  },
  done: {
    publish: 'News published: {{count}}',
    unpublish: 'News unpublished: {{count}}',
    delete: 'News deleted: {{count}}',
    undone: 'Delete undone: {{count}}',
  },
  failed: 'Failed for {{count}} of {{total}}:',
  failedItem: '«{{title}}»: {{reason}}',
  failedReason: 'server error',
  dismiss: 'Dismiss',
  working: 'Working…',
} satisfies DeepStringRecord<typeof ru>;
