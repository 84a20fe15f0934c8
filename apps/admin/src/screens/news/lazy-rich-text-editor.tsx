import { lazy } from 'react';

/**
 * The description editor, fetched only when a news form first shows it: Lexical and the toolbar
 * live in their own chunk, so the console's first load carries none of it (issue 8 budget).
 */
export const LazyRichTextEditor = lazy(() => import('../../editor/rich-text-editor'));
