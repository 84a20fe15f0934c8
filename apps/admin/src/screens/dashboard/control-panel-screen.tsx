import { newsEntries, todayIn } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, ButtonLink, LoadingText } from '@fuelcard/ui';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useApi } from '../../lib/api-context';
import { useConsoleConfig } from '../../lib/console-config';
import { formatRuDateTime } from '../../lib/format-date';
import { useSession } from '../../lib/session-context';
import { useRemoteList } from '../../lib/use-remote-list';
import { indexNews } from '../news/news-index';
import { PageHeader } from '../shared/page-header';
import { NewsPanels } from './news-panels';
import { NewsStats } from './news-stats';
import { summariseNews } from './news-summary';

/**
 * /adminDashboard: the editor's start page — who is signed in and when they last were, the news
 * by state, what is published next and what was added last, and the usual next steps.
 */
export function ControlPanelScreen() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const { siteUrl } = useConsoleConfig();
  const load = useCallback(async () => newsEntries(await api.listNews()), [api]);
  const news = useRemoteList(load, t('admin.news.errors.load'));
  const summary = useMemo(() => summariseNews(indexNews(news.items, todayIn())), [news.items]);
  const superadmin = session?.role === 'superadmin';
  const previous = session?.previousSignIn;
  const previousAt = formatRuDateTime(previous?.at);

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={news.loading}>
      <PageHeader title={t('admin.menu.controlPanel')} />
      <div className="card hello">
        <div className="hello__who">
          <h2 className="hello__title">
            {session?.username
              ? t('admin.home.hello', { name: session.username })
              : t('admin.home.helloAnonymous')}
          </h2>
          {session && (
            <p className="hello__meta">
              <Badge tone={session.role === 'superadmin' ? 'info' : 'neutral'}>
                {t(`admin.dashboard.roles.${session.role}`)}
              </Badge>
            </p>
          )}
          <p className="hello__meta">
            <Icon name="clock" size={16} />
            {previous && previousAt
              ? t('admin.home.previousSignIn', { at: previousAt, ip: previous.ip })
              : t('admin.home.firstSignIn')}
          </p>
        </div>
        <div className="hello__actions" role="group" aria-label={t('admin.home.quickActions')}>
          <ButtonLink href="/adminDashboard/news?new=1" linkComponent={Link}>
            <span className="button-with-icon">
              <Icon name="plus" />
              {t('admin.news.add')}
            </span>
          </ButtonLink>
          {superadmin && (
            <>
              <ButtonLink href="/adminDashboard/users" linkComponent={Link} variant="secondary">
                <span className="button-with-icon">
                  <Icon name="users" />
                  {t('admin.menu.administrators')}
                </span>
              </ButtonLink>
              <ButtonLink href="/adminDashboard/sql-explorer" linkComponent={Link} variant="secondary">
                <span className="button-with-icon">
                  <Icon name="database" />
                  {t('admin.menu.sqlExplorer')}
                </span>
              </ButtonLink>
            </>
          )}
          <ButtonLink href={siteUrl} variant="ghost">
            <span className="button-with-icon">
              <Icon name="external" />
              {t('admin.site.open')}
              <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </span>
          </ButtonLink>
        </div>
      </div>
      {news.loading && news.items.length === 0 ? (
        <LoadingText text={t('admin.loading')} />
      ) : (
        <>
          <NewsStats counts={summary.counts} />
          <NewsPanels upcoming={summary.upcoming} recent={summary.recent} />
        </>
      )}
    </section>
  );
}
