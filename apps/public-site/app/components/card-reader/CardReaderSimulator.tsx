import { useState, type CSSProperties } from 'react';
import { READER_ACTION_KEYS, READER_DIGITS, READER_FUNCTION_KEYS } from '../../content/card-reader';
import { useT } from '../../i18n/i18n-context';
import { useCardReader } from './use-card-reader';
import styles from './card-reader.module.css';

const base = 'clients.cardUsageRules.simulator';

/** A reader key: it lights up on hover (CSS) and while pressed by mouse, touch or pen. */
function ReaderKey({
  label,
  kind,
}: {
  label: string;
  kind: 'digit' | 'function' | 'cancel' | 'return' | 'enter';
}) {
  const [pressed, setPressed] = useState(false);
  return (
    <span
      className={styles.key}
      data-kind={kind}
      data-pressed={pressed || undefined}
      onPointerDown={() => setPressed(true)}
      onPointerUp={() => setPressed(false)}
      onPointerLeave={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
    >
      {label}
    </span>
  );
}

/**
 * The card-reader simulation (content-pages spec §4.5): the reader with its prompt, keys, slot and
 * indicator, and a chip card to drag into the slot (or insert with Enter). After a continuous
 * second in the slot the card is read: it returns to its place, the indicator turns green and two
 * messages appear.
 */
export function CardReaderSimulator() {
  const t = useT();
  const { cardRef, slotRef, offset, dragging, inserted, status, cardHandlers } = useCardReader();
  const read = status === 'read';
  const cardStyle = { '--card-x': `${offset.x}px`, '--card-y': `${offset.y}px` } as CSSProperties;
  return (
    <div className={styles.simulator}>
      <p id="card-reader-instructions" className={styles.instructions}>
        {t(`${base}.instructions`)}
      </p>
      <div className={styles.stage}>
        <div className={styles.reader} role="group" aria-label={t(`${base}.readerLabel`)}>
          <div className={styles.screenRow}>
            <p className={styles.screen}>{t(`${base}.screenPrompt`)}</p>
            <span
              className={styles.indicator}
              data-read={read || undefined}
              role="img"
              aria-label={t(read ? `${base}.indicatorRead` : `${base}.indicatorWaiting`)}
            />
          </div>
          <div className={styles.keypad} aria-hidden="true">
            <div className={styles.functionKeys}>
              {READER_FUNCTION_KEYS.map((key) => (
                <ReaderKey key={key} label={t(`${base}.keys.${key}`)} kind="function" />
              ))}
            </div>
            <div className={styles.digitsAndActions}>
              <div className={styles.digits}>
                {READER_DIGITS.map((digit) => (
                  <ReaderKey key={digit} label={digit} kind="digit" />
                ))}
              </div>
              <div className={styles.actions}>
                {READER_ACTION_KEYS.map((key) => (
                  <ReaderKey key={key} label={t(`${base}.keys.${key}`)} kind={key} />
                ))}
              </div>
            </div>
          </div>
          <div
            ref={slotRef}
            className={styles.slot}
            data-active={status === 'reading' || undefined}
          >
            <span className="visually-hidden">{t(`${base}.slot`)}</span>
          </div>
        </div>
        <div className={styles.dock}>
          <div
            ref={cardRef}
            className={styles.card}
            style={cardStyle}
            data-dragging={dragging || undefined}
            data-inserted={inserted || undefined}
            role="button"
            tabIndex={0}
            // The name starts with the card's visible face (WCAG 2.5.3 Label in Name).
            aria-label={t(`${base}.card`, { face: t(`${base}.cardFace`) })}
            aria-describedby="card-reader-instructions"
            aria-pressed={inserted}
            {...cardHandlers}
          >
            <span className={styles.chip} aria-hidden="true" />
            <span className={styles.cardFace} aria-hidden="true">
              {t(`${base}.cardFace`)}
            </span>
          </div>
        </div>
      </div>
      <div className={styles.messages} role="status" aria-live="polite">
        {status === 'reading' && <p>{t(`${base}.reading`)}</p>}
        {status === 'cancelled' && <p>{t(`${base}.cancelled`)}</p>}
        {read && (
          <>
            <p className={styles.success}>{t(`${base}.readSuccess`)}</p>
            <p>{t(`${base}.readNext`)}</p>
          </>
        )}
      </div>
    </div>
  );
}
