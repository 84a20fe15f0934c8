import { useTranslation } from 'react-i18next';

export { I18nextProvider } from 'react-i18next';

/** The translation function of the instance given to the nearest I18nextProvider. */
export function useT() {
  return useTranslation().t;
}
