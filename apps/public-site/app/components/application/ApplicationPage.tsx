import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { ApplicationValues, ApplicationErrors } from '../../lib/application-form';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import { ContentPage } from '../page/ContentPage';
import { ApplicationForm } from './ApplicationForm';
import { ClientServicePhone } from './ClientServicePhone';
import sentStyles from './application-sent.module.css';
import styles from './application.module.css';

export interface ApplicationPageProps {
  values: ApplicationValues;
  errors: ApplicationErrors | null;
  problem: string | null;
  product: { path: string; name: string } | null;
  regions: ReadonlyArray<{ value: string; label: string }>;
  /** The reference of the application just sent: the page then says what happens next. */
  reference: string | null;
  /** The phone and e-mail sent with that reference, as this visitor typed them (else null). */
  sentTo?: { phone: string; email: string } | null;
}

/** The second and third steps after an application of each type, with a page to read on. */
const ASIDE_STEPS = {
  client: {
    step2: 'application.success.step2',
    step3: 'application.aside.step3',
    link: 'application.aside.howToSign',
    href: '/clients/signAndResign',
  },
  partner: {
    step2: 'application.aside.partner.step2',
    step3: 'application.aside.partner.step3',
    link: 'application.aside.partner.link',
    href: '/partners',
  },
  demo: {
    step2: 'application.aside.demo.step2',
    step3: 'application.aside.demo.step3',
    link: 'application.aside.demo.link',
    href: '/equipment',
  },
} as const;

/**
 * What happens after an application (in the words of its type: a client's contract, a partner's
 * terms, a demonstration that commits to nothing), the client-service phone and how the details are used: below
 * the form on phones and tablets, beside it from 1024 px (where it stays in view). Once the
 * application is sent, the page itself lists the next steps: the aside keeps the contacts only.
 */
function Aside({ steps, type }: { steps: boolean; type: string }) {
  const t = useT();
  const next = ASIDE_STEPS[type === 'partner' || type === 'demo' ? type : 'client'];
  return (
    <aside
      className={styles.aside}
      aria-labelledby={steps ? 'application-aside-title' : 'application-aside-phone'}
    >
      {steps && (
        <div className={styles.asidePart}>
          <h2 id="application-aside-title" className={styles.asideTitle}>
            {t('application.aside.title')}
          </h2>
          <ol className={styles.flow}>
            <li>{t('application.success.step1')}</li>
            <li>{t(next.step2)}</li>
            <li>
              {t(next.step3)} <Link to={next.href}>{t(next.link)}</Link>
            </li>
          </ol>
        </div>
      )}
      <div className={styles.asidePart}>
        {steps ? (
          <h3 id="application-aside-phone" className={styles.asideSubtitle}>
            {t('application.aside.phoneTitle')}
          </h3>
        ) : (
          <h2 id="application-aside-phone" className={styles.asideSubtitle}>
            {t('application.aside.phoneTitle')}
          </h2>
        )}
        <ClientServicePhone officeName />
        <p>
          <Link to="/contacts">{t('application.aside.contacts')}</Link>
        </p>
        <p className={styles.asideNote}>
          {t('application.aside.privacy')}{' '}
          <Link to="/privacy">{t('application.aside.privacyLink')}</Link>
        </p>
      </div>
    </aside>
  );
}

/**
 * Below 1024 px, where the aside comes only after the form: the client-service phone right under
 * the lead, for a visitor who would rather call.
 */
function CallInstead() {
  const t = useT();
  const { office } = useSelectedOffice();
  const phone = office.phones[0];
  if (!phone) return null;
  return (
    <p className={styles.callInstead}>
      {t('application.callInstead')} <a href={`tel:${phone.tel}`}>{phone.display}</a>
    </p>
  );
}

/**
 * Where the follow-up goes: «Мы позвоним по номеру … и напишем на …» with the visitor's own
 * phone and e-mail (as text: React escapes them), then the client-service phone to call if the
 * number is wrong (GOV.UK confirmations say where the follow-up goes).
 */
function SentTo({ phone, email }: { phone: string; email: string }) {
  const t = useT();
  const { office } = useSelectedOffice();
  const service = office.phones[0];
  const given = { phone, email };
  const parts = t('application.success.sentTo').split(/\{\{(phone|email)\}\}/);
  return (
    <div className={sentStyles.sentTo} data-testid="application-sent-to">
      <p>
        {parts.map((part, index) =>
          index % 2 === 1 ? (
            <strong
              key={index}
              // A phone of usual length is kept on one line («+375 (29) 123-45-67»); anything
              // longer, and an e-mail, may break anywhere rather than overflow a phone's screen.
              className={
                part === 'phone' && phone.length <= 24 ? sentStyles.sentPhone : sentStyles.sentValue
              }
            >
              {given[part as keyof typeof given]}
            </strong>
          ) : (
            part
          ),
        )}
      </p>
      {service && (
        <p>
          {t('application.success.wrongNumber')}{' '}
          <a href={`tel:${service.tel}`} className={sentStyles.sentCall}>
            {service.display}
          </a>
        </p>
      )}
    </div>
  );
}

function Sent({
  reference,
  sentTo,
}: {
  reference: string;
  sentTo: { phone: string; email: string } | null;
}) {
  const t = useT();
  return (
    <div className={styles.sent}>
      <div className={styles.panel} role="status">
        <p className={styles.panelLabel}>{t('application.success.reference')}</p>
        <p className={styles.reference} data-testid="application-reference">
          {reference}
        </p>
      </div>
      {sentTo && <SentTo phone={sentTo.phone} email={sentTo.email} />}
      <h2 className={styles.nextTitle}>{t('application.success.next')}</h2>
      <ol className={styles.steps}>
        <li>{t('application.success.step1')}</li>
        <li>{t('application.success.step2')}</li>
        <li>{t('application.success.step3')}</li>
      </ol>
      <p>
        <Link to="/application">{t('application.success.another')}</Link>
      </p>
    </div>
  );
}

/** /application: the form (or, once sent, its reference and the next steps) beside the aside. */
export function ApplicationPage({
  reference,
  sentTo = null,
  errors,
  ...form
}: ApplicationPageProps) {
  const t = useT();
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(reference);
  // Sent with JavaScript, the page stays where the submit button was: bring the confirmation
  // («Заявка принята» and the reference) into view and give its heading the focus (GOV.UK panel).
  // A page loaded with the reference (no JavaScript, a reload) already starts at the top.
  useEffect(() => {
    if (reference === shown.current) return;
    shown.current = reference;
    if (!reference) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    title.current?.focus({ preventScroll: true });
  }, [reference]);
  return (
    <ContentPage
      titleRef={title}
      crumbs={[{ label: t('application.title') }]}
      title={reference ? t('application.success.title') : t('application.title')}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          {reference ? (
            <Sent reference={reference} sentTo={sentTo} />
          ) : (
            <>
              <p className={styles.intro}>{t('application.intro')}</p>
              <CallInstead />
              <ApplicationForm {...form} serverErrors={errors} />
            </>
          )}
        </div>
        <Aside steps={!reference} type={form.values.type} />
      </div>
    </ContentPage>
  );
}
