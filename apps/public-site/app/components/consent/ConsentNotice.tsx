import { ModalFrame } from '@fuelcard/ui';
import { useId, type Ref } from 'react';
import { useT } from '../../i18n/i18n-context';
import {
  CONSENT_ACTION_ATTRIBUTE,
  CONSENT_NOTICE_MARK,
  type EarlyConsentAction,
} from '../../lib/consent-notice';
import { ConsentMainActions, ConsentMainText } from './ConsentMain';
import styles from './consent.module.css';

/**
 * The cookie dialog as the server renders it (lib/consent-notice.ts): the dialog's first view in
 * place, without the dialog's focus handling, shown by CSS from the first paint when the early
 * script asks for it (`early`), or always while the dialog's own code is loading. `onAction`
 * handles its buttons once the page is hydrated; before that the early script records them.
 */
export function ConsentNotice({
  early,
  onAction,
  noticeRef,
}: {
  early: boolean;
  onAction?: (action: EarlyConsentAction) => void;
  /** The notice's outermost element (the provider hides it the moment the dialog shows). */
  noticeRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <ModalFrame
      title={t('cookies.dialog.title')}
      titleId={titleId}
      closeLabel={t('common.close')}
      backdropClassName={early ? styles.early : undefined}
      backdropProps={{ [CONSENT_NOTICE_MARK]: '' }}
      backdropRef={noticeRef}
      // Nothing keeps the focus in it before the dialog's own code takes over.
      ariaModal={false}
      closeButtonProps={{
        [CONSENT_ACTION_ATTRIBUTE]: 'dismiss',
        onClick: onAction && (() => onAction('dismiss')),
      }}
      footer={<ConsentMainActions onAction={onAction} />}
    >
      <ConsentMainText onPolicy={onAction && (() => onAction('dismiss'))} />
    </ModalFrame>
  );
}
