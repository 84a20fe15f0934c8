import { useMemo } from 'react';
import { useConsoleConfig } from './console-config';
import { createNewsWorkflowApi, type NewsWorkflowApi } from './news-workflow-api';
import { readToken } from './session';

/** The news workflow calls, against the configured API with this session's token. */
export function useNewsWorkflow(): NewsWorkflowApi {
  const { apiBaseUrl } = useConsoleConfig();
  return useMemo(() => createNewsWorkflowApi(apiBaseUrl, () => readToken()), [apiBaseUrl]);
}

/** The public site's preview page of a token, in Russian or English. */
export function previewUrl(siteUrl: string, token: string, language: 'ru' | 'en'): string {
  const base = `${siteUrl}/preview/${encodeURIComponent(token)}`;
  return language === 'en' ? `${base}?lang=en` : base;
}
