import { Button, Checkbox, Modal, TextField } from '@fuelcard/ui';
import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useOptionalNewsQueries } from '../../lib/news-queries';
import { isOutsideWebLink, normaliseLinkUrl } from '../link-url';
import { applyLinkEdit, removeLinkAt, type LinkContext } from './link-edit';
import { looksLikeAddress, matchingNews, matchingPages, type LinkSuggestion } from './link-search';

export interface LinkDialogProps {
  editor: LexicalEditor;
  /** The selection and link the dialog was opened on. */
  context: LinkContext;
  onClose: () => void;
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
    () => (looksLikeAddress(query) ? [] : matchingPages(query, (name) => t(`admin.editor.linkDialog.pages.${name}`))),
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
  const resultsLabel = t(query === '' ? 'admin.editor.linkDialog.resultsAll' : 'admin.editor.linkDialog.results');

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
    if (!applyLinkEdit(editor, context, { url, newTab, text })) {
      setError(t('admin.editor.linkDialog.invalid'));
      input.current?.focus();
      return;
    }
    onClose();
  }

  const outside = isOutsideWebLink(url.trim());
  const valid = normaliseLinkUrl(url) !== null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t(context.hasLink ? 'admin.editor.linkDialog.titleEdit' : 'admin.editor.linkDialog.titleAdd')}
      closeLabel={t('admin.editor.linkDialog.close')}
      size="sm"
      className="console-modal link-dialog"
      initialFocusRef={input}
      footer={
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
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.editor.linkDialog.cancel')}
          </Button>
          <Button type="submit" form={formId}>{t('admin.editor.linkDialog.apply')}</Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="link-dialog__form">
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
          aria-activedescendant={open && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
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
          {open && <p className="link-dialog__results-title" aria-hidden="true">{resultsLabel}</p>}
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
                <span className="link-dialog__kind">
                  {t(suggestion.kind === 'page' ? 'admin.editor.linkDialog.page' : 'admin.editor.linkDialog.news')}
                </span>
                <span className="link-dialog__title">{suggestion.title}</span>
                <span className="link-dialog__path">{suggestion.path}</span>
              </li>
            ))}
          </ul>
          <p className="link-dialog__status" role="status">
            {searching ? t('admin.editor.linkDialog.searching') : query !== '' && !open && !valid ? t('admin.editor.linkDialog.noResults') : ''}
          </p>
        </div>
        {context.collapsed && !context.hasLink && (
          <TextField label={t('admin.editor.linkDialog.text')} value={text} onChange={(event) => setText(event.target.value)} />
        )}
        {outside ? (
          <Checkbox label={t('admin.editor.linkDialog.newTab')} checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        ) : (
          url.trim().startsWith('/') && <p className="link-dialog__note">{t('admin.editor.linkDialog.sameTab')}</p>
        )}
      </form>
    </Modal>
  );
}
