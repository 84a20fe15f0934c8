import { ApiError, type MfaRequiredResponse, type TokenResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText, PasswordField, TextField } from '@fuelcard/ui';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../artwork/brand-mark';
import { Icon } from '../artwork/icons';
import { useApi } from '../lib/api-context';
import { rememberRecoverySignIn } from '../lib/recovery-sign-in';
import { saveToken } from '../lib/session';
import { endedTextKey, type LoginState } from '../lib/session-end';
import { PasskeySignInButton } from './login/passkey-sign-in-button';
import { afterSignIn, needsSecondStep, type SignInAnswer } from './login/sign-in-answer';

/** The second step is not part of the first load (issue 26 §9): it loads while the password is checked. */
const loadSecondStep = () => import('./login/second-step-form');
const SecondStepForm = lazy(() =>
  loadSecondStep().then((module) => ({ default: module.SecondStepForm })),
);

type LoginError = { text: string; network: boolean } | null;

/**
 * /administrator: the form stays disabled while the request runs; errors follow spec §8. With a
 * second factor enrolled the password step is followed by the second step (issue 16); a passkey
 * may also sign in without the password. When the console came back here because the session
 * ended, it says why (ended elsewhere, idle, password changed, 8 hours).
 */
export function LoginScreen() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<LoginError>(null);
  const [secondStep, setSecondStep] = useState<MfaRequiredResponse | null>(null);
  const ended = (useLocation().state as LoginState | null)?.ended;

  function signedIn(answer: TokenResponse) {
    saveToken(answer.token);
    // The start page then says how many codes are left, with «Создать новые коды» right there.
    rememberRecoverySignIn(answer.recoveryCodesLeft);
    navigate(afterSignIn(answer));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void loadSecondStep().catch(() => {});
    setSending(true);
    setError(null);
    try {
      const answer = (await api.login({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      })) as SignInAnswer;
      if (needsSecondStep(answer)) {
        setSecondStep(answer);
        setSending(false);
        return;
      }
      signedIn(answer);
    } catch (caught) {
      if (caught instanceof ApiError) {
        setError({ text: caught.serverMessage ?? t('admin.login.defaultError'), network: false });
      } else {
        setError({ text: t('admin.login.networkError'), network: true });
      }
      setSending(false);
    }
  }

  return (
    <div className="login">
      <section className="login__brand" aria-labelledby="login-brand-name">
        <p className="brand brand--large">
          <BrandMark size={56} />
          <span className="brand__text">
            <span id="login-brand-name" className="brand__name">
              {t('common.brand')}
            </span>
            <span className="brand__product">{t('admin.brand.shell')}</span>
          </span>
        </p>
        <p className="login__tagline">{t('admin.login.tagline')}</p>
        <ul className="login__features">
          <li>
            <Icon name="news" />
            {t('admin.login.features.news')}
          </li>
          <li>
            <Icon name="users" />
            {t('admin.login.features.admins')}
          </li>
          <li>
            <Icon name="shield" />
            {t('admin.login.features.security')}
          </li>
        </ul>
      </section>
      <main className="login__panel">
        <div className="login__card">
          <h1 className="login__title">{t('admin.login.title')}</h1>
          {ended && !secondStep && (
            <Alert variant="info" role="status" className="login__ended">
              {t(endedTextKey(ended))}
            </Alert>
          )}
          {!secondStep && <p className="login__intro">{t('admin.login.intro')}</p>}
          {secondStep ? (
            <Suspense fallback={<LoadingText text={t('admin.loading')} />}>
              <SecondStepForm
                step={secondStep}
                onSignedIn={signedIn}
                onRestart={(message) => {
                  setSecondStep(null);
                  setError(message ? { text: message, network: false } : null);
                }}
              />
            </Suspense>
          ) : (
            <>
              <form onSubmit={onSubmit} noValidate aria-busy={sending}>
                {/* Above the fields, where the eye starts again after a refused sign-in. */}
                {error && (
                  <Alert
                    variant="error"
                    className={error.network ? 'login-alert error--network' : 'login-alert'}
                  >
                    {error.text}
                  </Alert>
                )}
                <fieldset disabled={sending}>
                  <TextField
                    label={t('admin.login.username')}
                    name="username"
                    autoComplete="username"
                    required
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                  <PasswordField
                    label={t('admin.login.password')}
                    name="password"
                    autoComplete="current-password"
                    required
                    visibilityLabels={{
                      show: t('admin.password.show'),
                      hide: t('admin.password.hide'),
                    }}
                  />
                  <Button
                    type="submit"
                    fullWidth
                    loading={sending}
                    loadingLabel={t('admin.login.submitting')}
                  >
                    {t('admin.login.submit')}
                  </Button>
                </fieldset>
              </form>
              <PasskeySignInButton
                separated
                disabled={sending}
                onSignedIn={signedIn}
                onError={(message) => setError(message ? { text: message, network: false } : null)}
              />
            </>
          )}
        </div>
      </main>
    </div>
  );
}
