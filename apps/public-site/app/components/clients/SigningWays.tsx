import { Accordion } from '@fuelcard/ui';
import { useEffect, useRef, useState } from 'react';
import { SIGNING_STEPS, SIGNING_WAYS, type SigningWay } from '../../content/sign-and-resign';
import { useT } from '../../i18n/i18n-context';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'clients.signAndResign.ways';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The two ways of signing as dropdowns (content-pages spec §4.4): none open, self-signing open, or
 * customer service open, never both. Opening one scrolls the page to it.
 */
export function SigningWays() {
  const t = useT();
  const [open, setOpen] = useState<SigningWay | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open === null) return;
    const trigger = rootRef.current?.querySelector<HTMLElement>('[aria-expanded="true"]');
    trigger?.closest('[data-open]')?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [open]);

  return (
    <div ref={rootRef}>
      <Accordion
        mode="single"
        headingLevel={3}
        openIds={open === null ? [] : [open]}
        onOpenChange={(ids) => setOpen((ids[0] as SigningWay | undefined) ?? null)}
        items={SIGNING_WAYS.map((way) => ({
          id: way,
          title: t(`${base}.${way}.title`),
          content:
            way === 'self' ? (
              <>
                <p>{t(`${base}.self.intro`)}</p>
                <TextList base={`${base}.self.steps`} items={SIGNING_STEPS} ordered />
              </>
            ) : (
              <p className={styles.lead}>{t(`${base}.service.text`)}</p>
            ),
        }))}
      />
    </div>
  );
}
