import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingText, Spinner } from './Spinner';

describe('Spinner and LoadingText', () => {
  it('announce themselves as status with their text', () => {
    render(
      <>
        <Spinner label="Загрузка новостей" />
        <LoadingText text="Загрузка…" />
      </>,
    );
    const [spinner, text] = screen.getAllByRole('status');
    expect(spinner).toHaveTextContent('Загрузка новостей');
    expect(text).toHaveTextContent('Загрузка…');
  });
});
