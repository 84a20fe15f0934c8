import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('says its state in text, with the dot hidden from assistive technology', () => {
    const { container } = render(
      <Badge tone="info" dot>
        Запланирована
      </Badge>,
    );
    expect(screen.getByText('Запланирована')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveTextContent(/^Запланирована$/);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes other attributes through', () => {
    render(
      <Badge data-state="live" title="Видна на сайте">
        Опубликована
      </Badge>,
    );
    expect(screen.getByText('Опубликована')).toHaveAttribute('data-state', 'live');
    expect(screen.getByTitle('Видна на сайте')).toBeInTheDocument();
  });

  it('has a warning tone of its own, apart from the neutral and the danger ones', () => {
    render(
      <>
        <Badge tone="warning">Не подключён</Badge>
        <Badge tone="neutral">Редактор</Badge>
        <Badge tone="danger">Ошибка</Badge>
      </>,
    );
    const warning = screen.getByText('Не подключён').className;
    expect(warning).toMatch(/warning/);
    expect(warning).not.toBe(screen.getByText('Редактор').className);
    expect(warning).not.toBe(screen.getByText('Ошибка').className);
  });
});
