import { useT } from '@fuelcard/i18n/react';
import { ButtonLink, LoadingText } from '@fuelcard/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
import { formatRuDateTime } from '../../lib/format-date';
import { useNewsQueries } from '../../lib/news-queries';
import { useSession } from '../../lib/session-context';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useRemoteValue } from '../../lib/use-remote-value';
import { PageHeader } from '../shared/page-header';
import { NewsPanels } from './news-panels';
import { NewsStats } from './news-stats';
import { SecondFactorBanner } from './second-factor-banner';

/** Items in each panel of the start page. */
const PANEL_SIZE = 5;

/**
 * /adminDashboard: the editor's start page — when they last signed in, the news by state (drafts
 * too), what is published next and what was saved last, and «Добавить новость» (the full-page
 * editor). The sections themselves are the menu's.
 */
export function ControlPanelScreen() {
  const t = useT();
  const newsApi = useNewsQueries();
  const session = useSession();
  // Three small questions to the server: the counts, the next scheduled items (soonest first)
  // and the last saved ones — never the whole archive.
  const load = useCallback(async () => {
    const limit = String(PANEL_SIZE);
    const [upcoming, recent] = await Promise.all([
      newsApi.searchConsoleNews({ state: 'scheduled', sort: 'starts', limit }),
      newsApi.searchConsoleNews({ sort: 'updated', limit }),
    ]);
    return { counts: recent.counts, upcoming: upcoming.items, recent: recent.items };
  }, [newsApi]);
  const news = useRemoteValue(load, t('admin.news.errors.load'));
  const summary = news.value;
  const previous = session?.previousSignIn;
  const previousAt = formatRuDateTime(previous?.at);
  const phone = useMediaQuery(PHONE_QUERY);
  // The page's one primary (review s47, finding 16): beside the title from 768 px up, so that it
  // is not alone on a row at a tablet; a phone's full-width button under the previous sign-in.
  const actions = (
    <div className="hello__actions" role="group" aria-label={t('admin.home.quickActions')}>
      {/* The sections are the menu's; the page offers only the everyday next step. */}
      <ButtonLink href="/adminDashboard/news/new" linkComponent={Link}>
        <span className="button-with-icon">
          <Icon name="plus" />
          {t('admin.news.add')}
        </span>
      </ButtonLink>
    </div>
  );

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={news.loading}>
      <PageHeader title={t('admin.menu.controlPanel')} actions={phone ? undefined : actions} />
      {session?.username && <SecondFactorBanner username={session.username} />}
      {/*
       * The page's own intro: the header greets and names the role already (spec), so the page
       * says only what the header does not — the previous sign-in — beside the usual next steps.
       */}
      <div className="hello">
        <p className="hello__meta">
          <Icon name="clock" size={16} />
          {previous && previousAt
            ? t('admin.home.previousSignIn', { at: previousAt, ip: previous.ip })
            : t('admin.home.firstSignIn')}
        </p>
        {phone && actions}
      </div>
      {news.loading && !summary ? (
        <LoadingText text={t('admin.loading')} />
      ) : (
        <>
          <NewsStats counts={summary?.counts ?? { live: 0, scheduled: 0, draft: 0, expired: 0 }} />
          <NewsPanels upcoming={summary?.upcoming ?? []} recent={summary?.recent ?? []} />
        </>
      )}
    </section>
  );
}
