import { Button, Checkbox, Modal, TextField } from '@fuelcard/ui';
import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../artwork/icons';
import { useOptionalNewsQueries } from '../../lib/news-queries';
import { isOutsideWebLink, normaliseLinkUrl } from '../link-url';
import { applyLinkEdit, removeLinkAt, type LinkContext } from './link-edit';
import { looksLikeAddress, matchingNews, matchingPages, type LinkSuggestion } from './link-search';
import { CancelButton } from '../../screens/shared/cancel-button';

export interface LinkDialogProps {
  editor: LexicalEditor;
  /** The selection and link the dialog was opened on. */
  context: LinkContext;
  /** Closes it; `false` when a press outside the panel closed it (the focus stays there). */
  onClose: (refocus?: boolean) => void;
}

const SEARCH_DELAY_MS = 200;

/**
 * The link dialog (toolbar «Ссылка», Ctrl/⌘+K): one field that takes an address or searches the
 * site's pages and news (a combobox: ↑/↓ move, Enter picks), the text of a new link when nothing
 * is selected, «Открыть в новой вкладке» for outside web addresses (on by default, as the site
 * opens outside links), and «Удалить ссылку» when the caret is in a link. Esc closes; focus goes
 * back to the editor.
 */
export function LinkDialog({ editor, context, onClose }: LinkDialogProps) {
  const t = useT();
  // Read once, on opening: the editor's surface when the editor is inside a dialog.
  const [popoverHost] = useState(() => linkPopoverHost(editor));
  const news = useOptionalNewsQueries();
  const listId = useId();
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(context.url);
  const [text, setText] = useState('');
  const [newTab, setNewTab] = useState(context.hasLink ? context.newTab : true);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<LinkSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(context.hasLink ? context.url : null);

  const query = picked === url ? '' : url.trim();
  const pages = useMemo(
    () =>
      looksLikeAddress(query)
        ? []
        : matchingPages(query, (name) => t(`admin.editor.linkDialog.pages.${name}`)),
    [query, t],
  );

  useEffect(() => {
    if (!news || query === '' || looksLikeAddress(query)) {
      setFound([]);
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    const timer = window.setTimeout(() => {
      matchingNews(news, query)
        .then((items) => current && setFound(items))
        .catch(() => current && setFound([]))
        .finally(() => current && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [news, query]);

  const suggestions = picked === url ? [] : [...pages, ...found];
  const open = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const resultsLabel = t(
    query === '' ? 'admin.editor.linkDialog.resultsAll' : 'admin.editor.linkDialog.results',
  );

  function pick(suggestion: LinkSuggestion) {
    setUrl(suggestion.path);
    setPicked(suggestion.path);
    if (context.collapsed && !context.hasLink && text.trim() === '') setText(suggestion.title);
    setActive(-1);
    setError(null);
    input.current?.focus();
  }

  function onFieldKey(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself; the options follow, and the walk wraps round.
      const slots = suggestions.length + 1;
      setActive((index) => ((index + 1 + step + slots) % slots) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active]!);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in a portal inside the news form's tree: its submit is not the form's.
    event.stopPropagation();
    apply();
  }

  function apply() {
    if (!applyLinkEdit(editor, context, { url, newTab, text })) {
      setError(t('admin.editor.linkDialog.invalid'));
      input.current?.focus();
      return;
    }
    onClose();
  }

  const outside = isOutsideWebLink(url.trim());
  const valid = normaliseLinkUrl(url) !== null;
  const title = t(
    context.hasLink ? 'admin.editor.linkDialog.titleEdit' : 'admin.editor.linkDialog.titleAdd',
  );
  const fields = (
    <>
      <TextField
        ref={input}
        label={t('admin.editor.linkDialog.field')}
        hint={t('admin.editor.linkDialog.hint')}
        error={error ?? undefined}
        value={url}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open && active >= 0 && active < suggestions.length ? optionId(active) : undefined
        }
        onKeyDown={onFieldKey}
        onChange={(event) => {
          setUrl(event.target.value);
          setPicked(null);
          setActive(-1);
          setError(null);
        }}
      />
      <div className="link-dialog__results">
        {/* Before anything is typed the list is the site's pages, not a search's findings. */}
        {open && (
          <p className="link-dialog__results-title" aria-hidden="true">
            {resultsLabel}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={resultsLabel} className="link-dialog__list">
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}:${suggestion.path}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="link-dialog__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className="link-dialog__title">{suggestion.title}</span>
              <span className="link-dialog__path">{suggestion.path}</span>
              {/* The site's pages are plain rows; a news item is marked as one (review s43, 12). */}
              {suggestion.kind === 'news' && (
                <span className="link-dialog__kind">{t('admin.editor.linkDialog.news')}</span>
              )}
            </li>
          ))}
        </ul>
        <p className="link-dialog__status" role="status">
          {searching
            ? t('admin.editor.linkDialog.searching')
            : query !== '' && !open && !valid
              ? t('admin.editor.linkDialog.noResults')
              : ''}
        </p>
      </div>
      {context.collapsed && !context.hasLink && (
        <TextField
          label={t('admin.editor.linkDialog.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      {outside ? (
        <Checkbox
          label={t('admin.editor.linkDialog.newTab')}
          checked={newTab}
          onChange={(event) => setNewTab(event.target.checked)}
        />
      ) : (
        url.trim().startsWith('/') && (
          <p className="link-dialog__note">{t('admin.editor.linkDialog.sameTab')}</p>
        )
      )}
    </>
  );
  const buttons = (
    <>
      {context.hasLink && (
        <Button
          type="button"
          variant="danger"
          className="link-dialog__remove"
          onClick={() => {
            removeLinkAt(editor, context);
            onClose();
          }}
        >
          {t('admin.editor.linkDialog.remove')}
        </Button>
      )}
      {/*
       * The panel sits in a form that has its own «Отмена»: it closes with its ✕ or Esc instead
       * of a second «Отмена» (review s44, finding 12).
       */}
      {!popoverHost && (
        <CancelButton type="button" onClick={() => onClose()}>
          {t('admin.editor.linkDialog.cancel')}
        </CancelButton>
      )}
      {popoverHost ? (
        <Button type="button" onClick={apply}>
          {t('admin.editor.linkDialog.apply')}
        </Button>
      ) : (
        <Button type="submit" form={formId}>
          {t('admin.editor.linkDialog.apply')}
        </Button>
      )}
    </>
  );

  // In the news list's quick form the editor already sits in a dialog: no second scrim and ✕ over
  // it (review s43, finding 6), but a panel in the editor itself, under its toolbar.
  if (popoverHost)
    return createPortal(
      <LinkPopover label={title} onClose={onClose} onApply={apply}>
        <button
          type="button"
          className="link-popover__close"
          aria-label={t('admin.editor.linkDialog.closePanel')}
          onClick={() => onClose()}
        >
          <Icon name="close" size={18} />
        </button>
        <div className="link-dialog__form">{fields}</div>
        <div className="link-popover__buttons">{buttons}</div>
      </LinkPopover>,
      popoverHost,
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t('admin.editor.linkDialog.close')}
      size="sm"
      className="console-modal link-dialog"
      initialFocusRef={input}
      footer={buttons}
    >
      <form id={formId} onSubmit={submit} noValidate className="link-dialog__form">
        {fields}
      </form>
    </Modal>
  );
}

/** The element the link panel goes into when the editor is inside a dialog (else null). */
function linkPopoverHost(editor: LexicalEditor): HTMLElement | null {
  const root = editor.getRootElement();
  if (!root?.closest('[role="dialog"]')) return null;
  return root.closest<HTMLElement>('.rte__surface') ?? root.parentElement;
}

/**
 * The link chooser as a panel over the editor's text (a non-modal dialog, named, no ✕): it takes
 * the focus on opening; Esc closes it alone (not the dialog around the editor); Enter in a field
 * applies the link (never submits the news form); a press outside it closes it.
 */
function LinkPopover({
  label,
  onClose,
  onApply,
  children,
}: {
  label: string;
  onClose: (refocus?: boolean) => void;
  onApply: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    // The whole panel in view in the form's scrolling body, its buttons included.
    panel.current?.scrollIntoView?.({ block: 'nearest' });
    const away = (event: Event) => {
      if (!panel.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
    // Opened once; onClose is the plugin's, stable for the panel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={label}
      className="link-popover"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        } else if (
          event.key === 'Enter' &&
          !event.defaultPrevented &&
          event.target instanceof HTMLInputElement &&
          event.target.type !== 'checkbox'
        ) {
          // The panel is inside the news form: Enter here applies the link, not the form.
          event.preventDefault();
          event.stopPropagation();
          onApply();
        }
      }}
    >
      {children}
    </div>
  );
}
