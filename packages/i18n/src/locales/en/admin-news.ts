import type { adminNews as ru } from '../ru/admin-news';
import type { DeepStringRecord } from '../../types';

export const adminNews = {
  title: 'News',
  noPermission: 'You do not have permission to manage news.',
  add: 'Add news item',
  empty: 'There is no news yet',
  table: {
    id: 'ID',
    slug: 'Slug',
    priority: 'Priority',
    date: 'Date',
    titleRu: 'Title (RU)',
  },
  noDate: '—',
  modal: {
    createTitle: 'New news item',
    editTitle: 'Edit news item',
    deleteTitle: 'Delete news item',
    deleteConfirm: 'Delete the news item "{{title}}"? This cannot be undone.',
  },
  form: {
    slug: 'Slug (page address)',
    slugHint: 'While empty, it is filled in from the title.',
    priority: 'Priority',
    priorityA: 'A: show first',
    priorityB: 'B: normal',
    date: 'Publication date',
    startDate: 'Show from',
    expireDate: 'Show until',
    titleRu: 'Title (RU)',
    titleEn: 'Title (EN)',
    descriptionRu: 'Description (RU)',
    descriptionEn: 'Description (EN)',
    editorLoading: 'Loading the editor…',
  },
  errors: {
    load: 'Failed to load news',
    create: 'Failed to create the news item',
    update: 'Failed to update',
    delete: 'Failed to delete the news item',
  },
} satisfies DeepStringRecord<typeof ru>;
