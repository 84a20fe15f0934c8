import { act, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { ErrorPage, errorDetail } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the spec’s title with the status and text of a routing error', async () => {
    renderWithSite(<ErrorPage error={new ErrorResponse(404, 'Not Found', 'Not Found')} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error',
    );
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Страница, которую вы ищете, не существует или была перемещена.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    const search = screen.getByRole('search', { name: 'Поищите на сайте' });
    expect(search).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Поищите на сайте' })).toHaveAttribute(
      'name',
      'q',
    );
    const areas = screen.getByRole('navigation', { name: 'Основные разделы' });
    expect(areas.querySelectorAll('a')).toHaveLength(6);
  });

  it('shows the message of a thrown error', () => {
    expect(errorDetail(new Error('boom'))).toEqual({ status: null, detail: 'boom' });
    expect(errorDetail('what')).toEqual({ status: null, detail: 'Unknown error' });
  });
});
