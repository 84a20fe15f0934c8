import { CONSENT_RENEWAL_DAYS, CONSENT_STORAGE_KEY } from './consent-record';

/**
 * The cookie dialog from the first paint (ADR public-site-0004). Every page carries the dialog's
 * markup (ConsentNotice), hidden by default; a small inline script at the top of <head>, which
 * runs before the body is parsed, marks <html> with data-consent="ask" when the stored record
 * says the dialog opens (none, unreadable or older than 365 days), and the CSS shows it. So the
 * dialog is painted with the page instead of after hydration and the dialog's code.
 *
 * What a visitor does before the page is hydrated is not lost: the script records a click on the
 * dialog's buttons or × (or Escape, when the focus is in the dialog or nowhere) in the same
 * attribute, which hides the dialog at once, and the consent provider carries the choice out once
 * it runs (ConsentProvider).
 */
export const CONSENT_NOTICE_ATTRIBUTE = 'data-consent';
/** The attribute of the dialog's buttons naming what they do, for the early script. */
export const CONSENT_ACTION_ATTRIBUTE = 'data-consent-action';

/** The attribute that marks the server-rendered dialog, where Escape closes it. */
export const CONSENT_NOTICE_MARK = 'data-consent-notice';

/** A choice made on the early dialog: its buttons, and × or Escape ("dismiss"). */
export type EarlyConsentAction = 'accept' | 'decline' | 'settings' | 'dismiss';
/** What the early script found or recorded: the dialog is open ("ask"), or a choice on it. */
export type EarlyConsent = 'ask' | EarlyConsentAction;

const EARLY_VALUES: readonly EarlyConsent[] = ['ask', 'accept', 'decline', 'settings', 'dismiss'];

/** The script's finding, read by the provider after hydration; null when it did not run or found a valid record. */
export function readEarlyConsent(root: Element = document.documentElement): EarlyConsent | null {
  const value = root.getAttribute(CONSENT_NOTICE_ATTRIBUTE);
  return EARLY_VALUES.includes(value as EarlyConsent) ? (value as EarlyConsent) : null;
}

/** Marks the dialog as handled, so that the early script and the CSS leave it alone. */
export function settleEarlyConsent(root: Element = document.documentElement): void {
  root.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
}

const RENEWAL_MS = CONSENT_RENEWAL_DAYS * 24 * 60 * 60 * 1000;

/**
 * The inline script: the same rule as needsConsent(parseConsentRecord(stored)) — a record is valid
 * when it is an object with three booleans and a parseable timestamp no older than 365 days; blocked
 * storage counts as no record. Written in ES5 without arrow functions so that it runs anywhere.
 * It listens on window in the capture phase, ahead of React: while the page hydrates, React stops
 * a click it cannot deliver yet at the document (it does not replay it), and the choice would be
 * lost.
 */
export const consentNoticeScript = `(function(d,w){var h=d.documentElement,a=${JSON.stringify(CONSENT_NOTICE_ATTRIBUTE)};try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null"),t=r&&typeof r.timestamp=="string"?Date.parse(r.timestamp):NaN;if(r&&typeof r=="object"&&typeof r.functional=="boolean"&&typeof r.analytics=="boolean"&&typeof r.marketing=="boolean"&&t===t&&Date.now()-t<=${RENEWAL_MS})return}catch(e){}h.setAttribute(a,"ask");function open(){var v=h.getAttribute(a);return v=="ask"||v=="settings"}w.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${CONSENT_ACTION_ATTRIBUTE}]");if(b&&open())h.setAttribute(a,b.getAttribute(${JSON.stringify(CONSENT_ACTION_ATTRIBUTE)}))},true);w.addEventListener("keydown",function(e){var t=e.target;if(e.key=="Escape"&&open()&&(t==d.body||t==h||t.closest&&t.closest("[${CONSENT_NOTICE_MARK}]")))h.setAttribute(a,"dismiss")},true)})(document,window);`;
