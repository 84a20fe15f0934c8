import { act } from '@testing-library/react';
import type { PublicLanguage } from '@fuelcard/i18n';
import type { ReactNode } from 'react';
import { officeViews } from '../../test-fixtures';
import { renderWithSite } from '../../test-utils';
import { SelectedOfficeProvider } from '../office/SelectedOfficeProvider';

/** Renders a content page the way the frame holds it: with the offices of the header's choice. */
export async function renderContentPage(element: ReactNode, lang: PublicLanguage = 'ru') {
  const result = renderWithSite(
    <SelectedOfficeProvider offices={officeViews(lang)}>{element}</SelectedOfficeProvider>,
    { lang },
  );
  // The saved office is read after hydration.
  await act(async () => {});
  return result;
}
