import type { PublicLanguage } from '@fuelcard/i18n';
import type { AppLoadContext } from 'react-router';
import { requestLanguage } from './language.server';
import { siteConfig, type SiteConfig } from './site-config.server';
import { translator } from './texts.server';

export interface PageContext {
  config: SiteConfig;
  lang: PublicLanguage;
  t: ReturnType<typeof translator>;
}

/** What every page loader starts from: the configuration, the language and its translator. */
export function pageContext(request: Request, context: AppLoadContext | undefined): PageContext {
  const lang = requestLanguage(request);
  return { config: siteConfig(context), lang, t: translator(lang) };
}
