import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_QUESTIONS } from '../../content/faq';
import { renderWithSite } from '../../test-utils';
import { CategoryFaq } from './CategoryFaq';

const question = (name: string) => screen.getByRole('button', { name });

describe('CategoryFaq', () => {
  it('has five questions in each category', () => {
    expect(FAQ_QUESTIONS.clients).toHaveLength(5);
    expect(FAQ_QUESTIONS.partners).toHaveLength(5);
    renderWithSite(<CategoryFaq category="partners" base="partners.landing.faq" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Частые вопросы партнеров' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('opens one answer at a time, and clicking the open question closes it', async () => {
    const user = userEvent.setup();
    renderWithSite(<CategoryFaq category="clients" base="clients.landing.faq" />);
    const first = question('Как заключить договор?');
    const second = question('Когда я получу карточку?');
    expect(
      screen
        .getAllByRole('button')
        .every((button) => button.getAttribute('aria-expanded') === 'false'),
    ).toBe(true);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Договор заключен, когда приходит SMS/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Договор заключен, когда приходит SMS/)).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(0);
  });

  it('shows invalid_category for an unknown category', () => {
    renderWithSite(<CategoryFaq category="drivers" base="clients.landing.faq" />);
    expect(screen.getByText('invalid_category')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('is in English on the English page', () => {
    renderWithSite(<CategoryFaq category="clients" base="clients.landing.faq" />, { lang: 'en' });
    expect(question('How do I sign a contract?')).toBeInTheDocument();
  });
});
