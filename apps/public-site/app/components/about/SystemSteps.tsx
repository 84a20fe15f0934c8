import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ABOUT_STEPS } from '../../content/about';
import styles from './about.module.css';

type Step = (typeof ABOUT_STEPS)[number];

const glyph = (children: ReactNode) => (
  <svg
    viewBox="0 0 48 48"
    width="48"
    height="48"
    aria-hidden="true"
    focusable="false"
    className={styles.stepGlyph}
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

/** Our own drawings of the four steps: a signed contract, a card, a pump, a chart. */
const STEP_GLYPHS: Record<Step, ReactNode> = {
  contract: glyph(
    <>
      <path d="M13 6h16l8 8v28H13z" />
      <path d="M29 6v8h8M18 20h14M18 26h14M18 32h6" />
      <path d="m27 36 3 3 6-7" />
    </>,
  ),
  cards: glyph(
    <>
      <rect x="6" y="12" width="36" height="24" rx="3.5" />
      <path d="M6 19h36M12 29h8" />
      <circle cx="35" cy="29" r="2.2" fill="currentColor" stroke="none" />
    </>,
  ),
  payment: glyph(
    <>
      <path d="M10 42V10a3 3 0 0 1 3-3h14a3 3 0 0 1 3 3v32M7 42h26" />
      <rect x="15" y="12" width="10" height="8" rx="1" />
      <path d="M30 18h4a3 3 0 0 1 3 3v12a2.5 2.5 0 0 0 5 0V16l-5-5" />
    </>,
  ),
  control: glyph(
    <>
      <rect x="6" y="8" width="36" height="28" rx="3" />
      <path d="M16 42h16M24 36v6" />
      <path d="m12 28 7-7 5 4 10-10" />
      <path d="M29 15h5v5" />
    </>,
  ),
};

/**
 * «Как работает система»: the four steps as a numbered list drawn as a flow — a numbered glyph per
 * step joined by arrows, one under another up to 1023 px, two by two from 1024 px — with the
 * section's drawings (`children`) beside it from 600 px.
 */
export function SystemSteps({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    // A part of the system section, headed as its sibling sections are (one H2 style).
    <section className={styles.flow} aria-labelledby="about-steps">
      <h2 id="about-steps">{t('about.system.stepsTitle')}</h2>
      <div className={styles.flowBody}>
        <ol className={styles.steps}>
          {ABOUT_STEPS.map((key) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepMark}>{STEP_GLYPHS[key]}</span>
              <span className={styles.stepText}>{t(`about.system.steps.${key}`)}</span>
            </li>
          ))}
        </ol>
        {children}
      </div>
    </section>
  );
}
