import type { Priority } from '../schemas/roles';

/** Every news priority, in teaser order: A items come before B items. */
export const NEWS_PRIORITIES = ['A', 'B'] as const satisfies readonly Priority[];

/** The priority a news item gets when a create leaves it out. */
export const DEFAULT_PRIORITY: Priority = 'B';
