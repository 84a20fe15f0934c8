import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkComponentProps } from '../link/SmartLink';
import { controlTokens } from '../../tokens';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Сохранить</Button>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveAttribute('type', 'button');
  });

  it('shows the loading label, is busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Отправка…" onClick={onClick}>
        Войти
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправка…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('renders local addresses through the given link component', () => {
    const FakeRouterLink = ({ to, children, ...rest }: LinkComponentProps) => (
      <a {...rest} href={`#router${to}`} data-router="yes">
        {children}
      </a>
    );
    render(
      <ButtonLink href="/clients" linkComponent={FakeRouterLink}>
        Для клиентов
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Для клиентов' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#router/clients');
  });

  it('opens http addresses in a new tab without the link component', () => {
    const FakeRouterLink = vi.fn(() => null);
    render(
      <ButtonLink href="https://example.com/" linkComponent={FakeRouterLink}>
        Личный кабинет
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Личный кабинет' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(FakeRouterLink).not.toHaveBeenCalled();
  });
});

describe('button sizes', () => {
  it('has two heights for the public site, both touch targets: md 44 px and lg 52 px', () => {
    const css = readFileSync('src/components/button/button.module.css', 'utf8');
    const rule = (name: string) => new RegExp(`\\.${name} \\{[^}]*\\}`).exec(css)?.[0] ?? '';
    // The public site sets no --button-height-md: md falls back to the 44 px token.
    expect(rule('md')).toContain('min-height: var(--button-height-md, var(--control-height-md))');
    expect(rule('lg')).toContain('min-height: var(--control-height-lg)');
    const heights = Object.fromEntries(controlTokens.map((token) => [token.name, token.value]));
    expect(heights).toEqual({ '--control-height-md': '2.75rem', '--control-height-lg': '3.25rem' });
  });

  it('lets a product set its own sm and md heights (the console: sm 32, md 40; review s45b, finding 17)', () => {
    const css = readFileSync('src/components/button/button.module.css', 'utf8');
    const rule = (name: string) => new RegExp(`\\.${name} \\{[^}]*\\}`).exec(css)?.[0] ?? '';
    expect(rule('sm')).toContain('min-height: var(--button-height-sm, 2rem)');
    expect(rule('md')).toContain('var(--button-height-md,');
    // lg, a page's main call to action on the public site, keeps its own token.
    expect(rule('lg')).not.toContain('--button-height');
  });

  it('takes the column’s width below 600 px only when asked (a page’s main call to action)', () => {
    const css = readFileSync('src/components/button/button.module.css', 'utf8');
    expect(css).toMatch(
      /@media \(max-width: 599px\) \{\s*\.fullWidthOnPhone \{\s*width: 100%;\s*\}\s*\}/,
    );
    render(<Button size="lg">Оставить заявку</Button>);
    render(
      <ButtonLink href="/application?type=client" size="lg" fullWidthOnPhone>
        Стать клиентом
      </ButtonLink>,
    );
    expect(screen.getByRole('button', { name: 'Оставить заявку' }).className).not.toMatch(
      /fullWidthOnPhone/,
    );
    expect(screen.getByRole('link', { name: 'Стать клиентом' }).className).toMatch(
      /fullWidthOnPhone/,
    );
  });

  it('is md unless asked', () => {
    render(<Button>Сохранить</Button>);
    render(<Button size="lg">Стать клиентом</Button>);
    const md = screen.getByRole('button', { name: 'Сохранить' }).className;
    const lg = screen.getByRole('button', { name: 'Стать клиентом' }).className;
    expect(md).not.toBe(lg);
    expect(md).toMatch(/md/);
    expect(lg).toMatch(/lg/);
  });
});
