import { act, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { ErrorPage, errorDetail } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the spec’s title with the status and text of a routing error', async () => {
    renderWithSite(<ErrorPage error={new ErrorResponse(404, 'Not Found', 'Not Found')} />);
    await act(async () => {});
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Unexpected Application Error');
    // The spec's English words are marked as English on a Russian page.
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toHaveAttribute(
      'lang',
      'en',
    );
    // What happened, in the visitor's language, and what to do: drawn as the page's h1, the
    // spec's English headings as a caption over it (design review s42b, finding 2).
    expect(screen.getByText('Страница не найдена')).toHaveAttribute('data-visual-level', '1');
    expect(title).toHaveAttribute('data-visual-level', 'caption');
    expect(
      screen.getByText('Страница, которую вы ищете, не существует или была перемещена.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/проверьте, нет ли в нем опечатки/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    const search = screen.getByRole('search', { name: 'Поищите на сайте' });
    expect(search).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Поищите на сайте' })).toHaveAttribute(
      'name',
      'q',
    );
    const areas = screen.getByRole('navigation', { name: 'Основные разделы' });
    expect(areas.querySelectorAll('a')).toHaveLength(6);
  });

  it('says in the visitor’s language that something went wrong when a page fails', async () => {
    renderWithSite(<ErrorPage error={new Error('boom')} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'boom' })).toBeInTheDocument();
    expect(screen.getByText('Что-то пошло не так')).toBeInTheDocument();
    expect(screen.queryByText('Страница не найдена')).toBeNull();
  });

  it('shows the message of a thrown error', () => {
    expect(errorDetail(new Error('boom'))).toEqual({ status: null, detail: 'boom' });
    expect(errorDetail('what')).toEqual({ status: null, detail: 'Unknown error' });
  });
});
