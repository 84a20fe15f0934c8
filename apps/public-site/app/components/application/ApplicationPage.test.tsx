import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeViews } from '../../test-fixtures';
import { renderWithSite } from '../../test-utils';
import { SelectedOfficeProvider } from '../office/SelectedOfficeProvider';
import { ApplicationPage, type ApplicationPageProps } from './ApplicationPage';

const values = {
  type: 'client',
  product: '',
  company: '',
  unp: '',
  contact: '',
  phone: '',
  email: '',
  region: '',
  interests: [],
  message: '',
  consent: false,
  website: '',
  startedAt: '1',
  startedAtSignature: '',
};

function renderSent(sentTo: ApplicationPageProps['sentTo'], lang: 'ru' | 'en' = 'ru') {
  const offices = officeViews(lang);
  return renderWithSite(
    <SelectedOfficeProvider offices={offices}>
      <ApplicationPage
        values={values}
        errors={null}
        problem={null}
        product={null}
        regions={[]}
        reference="APP-2026-000042"
        sentTo={sentTo}
      />
    </SelectedOfficeProvider>,
    { lang },
  );
}

describe('the application confirmation (round 10, finding 13)', () => {
  it('says where the follow-up goes: the phone and e-mail sent, and a number to call if it is wrong', () => {
    renderSent({ phone: '+375 (29) 123-45-67', email: 'ivan@example.by' });
    const echo = screen.getByTestId('application-sent-to');
    expect(echo).toHaveTextContent(
      'Мы позвоним по номеру +375 (29) 123-45-67 и напишем на ivan@example.by.',
    );
    expect(within(echo).getByText('+375 (29) 123-45-67').tagName).toBe('STRONG');
    expect(echo).toHaveTextContent('Если в номере ошибка — позвоните нам:');
    const call = within(echo).getByRole('link');
    const minsk = officeViews('ru')[0]!.phones[0]!;
    expect(call).toHaveAttribute('href', `tel:${minsk.tel}`);
    expect(call).toHaveTextContent(minsk.display);
    // After the reference panel, before «Что дальше».
    const panel = screen.getByRole('status');
    const next = screen.getByRole('heading', { name: 'Что дальше' });
    expect(panel.compareDocumentPosition(echo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(echo.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows what was typed as text, never as markup', () => {
    renderSent({ phone: '+375 29 1234567', email: '<img src=x onerror=alert(1)>@example.by' });
    const echo = screen.getByTestId('application-sent-to');
    expect(echo.querySelector('img')).toBeNull();
    expect(echo).toHaveTextContent('<img src=x onerror=alert(1)>@example.by');
  });

  it('speaks English on the English site', () => {
    renderSent({ phone: '+375 29 1234567', email: 'a@b.by' }, 'en');
    expect(screen.getByTestId('application-sent-to')).toHaveTextContent(
      'We will call you on +375 29 1234567 and write to a@b.by.If the number is wrong, call us:',
    );
  });

  it('says nothing about a phone or e-mail it was not given', () => {
    renderSent(null);
    expect(screen.getByTestId('application-reference')).toHaveTextContent('APP-2026-000042');
    expect(screen.queryByTestId('application-sent-to')).toBeNull();
    expect(screen.queryByText(/Мы позвоним по номеру/)).toBeNull();
  });
});
