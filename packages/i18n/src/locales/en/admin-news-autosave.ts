import type { adminNewsAutosave as ru } from '../ru/admin-news-autosave';
import type { DeepStringRecord } from '../../types';

export const adminNewsAutosave = {
  saving: 'Saving…',
  saved: 'Saved at {{time}}',
  savedLive: 'Edits saved at {{time}}; the site still shows the previous version',
  failed: 'Could not save on the server — a copy is kept in this browser',
  found: 'The server holds your autosave of this news item from {{time}}.',
  restore: 'Restore the autosave from {{time}}',
  discard: 'Discard',
  restored: 'The autosave from {{time}} is restored. Press “Update” or “Save” to keep it.',
  history: 'Autosave',
  historyNote:
    'not published: the site does not show it until the changes are saved with “Update” or “Save”.',
  compare: 'Compare with the saved version',
  compareTitle: 'The autosave and the saved version',
  before: 'Saved',
  after: 'In the autosave',
} satisfies DeepStringRecord<typeof ru>;
