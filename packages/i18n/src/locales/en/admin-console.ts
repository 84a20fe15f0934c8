import type { adminConsole as ru } from '../ru/admin-console';
import type { DeepStringRecord } from '../../types';

export const adminConsole = {
  brand: {
    product: 'Control panel',
  },
  site: {
    open: 'Open the website',
  },
  home: {
    previousSignIn: 'Previous sign-in: {{at}}, from {{ip}}',
    firstSignIn: 'This is your first sign-in to the control panel',
    quickActions: 'Quick actions',
    statsTitle: 'News by state',
    stats: {
      live: 'Published',
      scheduled: 'Scheduled',
      draft: 'Drafts',
      expired: 'Expired',
    },
    statsHint: {
      live: 'on the website now',
      scheduled: 'appear on the website later',
      draft: 'not published yet',
      expired: 'no longer shown',
    },
    upcoming: 'Next publications',
    upcomingEmpty: 'No news is scheduled.',
    allScheduled: 'All scheduled',
    recent: 'Recent changes',
    savedToday: 'Today, {{time}}',
    allNews: 'All news',
  },
  toast: {
    dismiss: 'Close the notification',
  },
  password: {
    show: 'Show',
    hide: 'Hide',
    strength: 'Password strength',
    checking: 'Checking the strength…',
    levels: {
      veryWeak: 'Very weak',
      weak: 'Weak',
      fair: 'Fair',
      good: 'Good',
      strong: 'Strong',
    },
    accepted: 'This password will do.',
    unavailable: 'The strength cannot be checked now: the server checks the password when it is saved.',
  },
  unsaved: {
    closeTitle: 'Close without saving?',
    leaveTitle: 'Leave the page?',
    text: 'The changes in the form are not saved and will be lost.',
    stay: 'Keep editing',
    discard: 'Close without saving',
    leave: 'Leave without saving',
  },
  drafts: {
    found: 'This browser holds an unsaved draft of this form from {{at}}.',
    restored: 'An unsaved draft from {{at}} was restored.',
    restore: 'Restore the draft',
    undoRestore: 'Undo the restore',
    discard: 'Delete the draft',
    noticeTitle: 'There are unsaved drafts',
    newItem: 'New news item “{{title}}” — draft from {{at}}',
    editItem: 'Changes to “{{title}}” — draft from {{at}}',
    continue: 'Continue',
    untitled: 'untitled',
  },
  list: {
    none: 'Found: 0',
    shown: 'Showing {{from}}–{{to}} of {{total}}',
    reset: 'Reset filters',
    nothingFound: 'Nothing found',
    nothingFoundHint: 'Change the search or reset the filters.',
    pages: 'List pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
} satisfies DeepStringRecord<typeof ru>;
