import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Page({
  onClose = () => {},
  withInitialFocus = false,
  focusTitle = false,
}: {
  onClose?: () => void;
  withInitialFocus?: boolean;
  focusTitle?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal
        open={open}
        title="Редактирование"
        closeLabel="Закрыть"
        initialFocusRef={withInitialFocus ? second : undefined}
        focusTitle={focusTitle}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Сохранить</button>}
      >
        <input aria-label="Первое поле" />
        <input aria-label="Второе поле" ref={second} />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Редактирование' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('textbox', { name: 'Первое поле' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses initialFocusRef when given', async () => {
    render(<Page withInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('textbox', { name: 'Второе поле' })).toHaveFocus();
  });

  it('focuses its heading with focusTitle, and Tab and Shift+Tab from it stay inside', async () => {
    render(<Page focusTitle />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const heading = screen.getByRole('heading', { name: 'Редактирование' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    heading.focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Второе поле' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and on a backdrop click, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Modal open title="Т" closeLabel="Закрыть" onClose={onClose} />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing on the server and opens only after mount', async () => {
    expect(renderToString(<Modal open title="Т" closeLabel="Закрыть" onClose={() => {}} />)).toBe(
      '',
    );
    await act(async () => {
      render(<Modal open title="Т" closeLabel="Закрыть" onClose={() => {}} />);
    });
    expect(screen.getByRole('dialog', { name: 'Т' })).toBeInTheDocument();
  });

  describe('the page behind', () => {
    it('is inert while the modal is open and restored on close, with focus back on the opener', async () => {
      const { container } = render(<Page />);
      const sibling = document.body.appendChild(document.createElement('aside'));
      const script = document.body.appendChild(document.createElement('script'));
      const opener = screen.getByRole('button', { name: 'Открыть' });
      await userEvent.click(opener);

      const backdrop = screen.getByRole('dialog').parentElement!;
      expect(container).toHaveAttribute('inert');
      expect(sibling).toHaveAttribute('inert');
      expect(script).not.toHaveAttribute('inert');
      expect(backdrop).not.toHaveAttribute('inert');
      expect(screen.getByRole('textbox', { name: 'Первое поле' })).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(container).not.toHaveAttribute('inert');
      expect(sibling).not.toHaveAttribute('inert');
      expect(opener).toHaveFocus();
      sibling.remove();
      script.remove();
    });

    it('keeps what the page had made inert itself', async () => {
      const ownInert = document.body.appendChild(document.createElement('div'));
      ownInert.setAttribute('inert', '');
      render(<Page />);
      await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
      await userEvent.keyboard('{Escape}');
      expect(ownInert).toHaveAttribute('inert');
      ownInert.remove();
    });

    it('stacks: a modal opened from a modal makes the first inert until it closes', async () => {
      function Stacked() {
        const [first, setFirst] = useState(false);
        const [second, setSecond] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setFirst(true)}>
              Первое окно
            </button>
            <Modal
              open={first}
              title="Первое"
              closeLabel="Закрыть первое"
              onClose={() => setFirst(false)}
            >
              <button type="button" onClick={() => setSecond(true)}>
                Второе окно
              </button>
            </Modal>
            <Modal
              open={second}
              title="Второе"
              closeLabel="Закрыть второе"
              onClose={() => setSecond(false)}
            >
              <p>Текст</p>
            </Modal>
          </>
        );
      }
      const { container } = render(<Stacked />);
      await userEvent.click(screen.getByRole('button', { name: 'Первое окно' }));
      const firstBackdrop = screen.getByRole('dialog', { name: 'Первое' }).parentElement!;
      const openSecond = screen.getByRole('button', { name: 'Второе окно' });
      await userEvent.click(openSecond);
      const secondBackdrop = screen.getByRole('dialog', { name: 'Второе' }).parentElement!;
      expect(firstBackdrop).toHaveAttribute('inert');
      expect(secondBackdrop).not.toHaveAttribute('inert');
      expect(container).toHaveAttribute('inert');

      await userEvent.keyboard('{Escape}');
      expect(firstBackdrop).not.toHaveAttribute('inert');
      expect(container).toHaveAttribute('inert');
      expect(openSecond).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(container).not.toHaveAttribute('inert');
      expect(screen.getByRole('button', { name: 'Первое окно' })).toHaveFocus();
    });
  });
});
