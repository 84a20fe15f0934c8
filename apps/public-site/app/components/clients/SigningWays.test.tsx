import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test-utils';
import { SigningWays } from './SigningWays';

describe('SigningWays', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  const self = () =>
    screen.getByRole('button', { name: 'Самостоятельно через веб-сервис личного кабинета' });
  const service = () => screen.getByRole('button', { name: 'Через клиентское обслуживание' });

  it('starts with both closed', () => {
    renderWithSite(<SigningWays />);
    expect(self()).toHaveAttribute('aria-expanded', 'false');
    expect(service()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens one at a time and scrolls the opened one into view', async () => {
    const user = userEvent.setup();
    renderWithSite(<SigningWays />);

    await user.click(self());
    expect(self()).toHaveAttribute('aria-expanded', 'true');
    expect(service()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(self().closest('[data-open]'));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    await user.click(service());
    expect(service()).toHaveAttribute('aria-expanded', 'true');
    expect(self()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(service().closest('[data-open]'));
  });

  it('closing the open one leaves none open and does not scroll', async () => {
    const user = userEvent.setup();
    renderWithSite(<SigningWays />);
    await user.click(service());
    await user.click(service());
    expect(service()).toHaveAttribute('aria-expanded', 'false');
    expect(self()).toHaveAttribute('aria-expanded', 'false');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('lists the six steps of the procedure in order', async () => {
    const user = userEvent.setup();
    renderWithSite(<SigningWays />);
    await user.click(self());
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps[0]).toMatch(/предварительную регистрацию/);
    expect(steps[2]).toMatch(/5 рабочих дней/);
    expect(steps[5]).toMatch(/номером и датой договора/);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
