import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelButton } from './cancel-button';

const SRC = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('CancelButton (review s47c, finding 6c)', () => {
  it('is the kit ghost button with the console class, a plain button that calls back', () => {
    const onClick = vi.fn();
    render(
      <CancelButton onClick={onClick} className="extra">
        Отмена
      </CancelButton>,
    );
    const button = screen.getByRole('button', { name: 'Отмена' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('cancel-button', 'extra');
    expect(button.className).toMatch(/ghost/);
    expect(button.className).not.toMatch(/secondary/);
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is the only «Отмена» of the console: no kit Button is given a cancel text', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const buttons = text.match(/<Button\b[\s\S]*?<\/Button>/g) ?? [];
      return buttons
        .filter((button) => /\.(cancel|picker\.cancel)'\)/.test(button))
        .map((button) => `${file}: ${button.slice(0, 80)}`);
    });
    expect(offenders).toEqual([]);
  });
});
