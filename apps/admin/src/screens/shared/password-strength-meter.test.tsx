import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { PasswordStrengthMeter } from './password-strength-meter';

function meter(score: number, acceptable: boolean, problem?: string) {
  renderConsole(
    <PasswordStrengthMeter
      id="strength"
      strength={{ state: 'judged', score, acceptable, problem }}
    />,
    { api: fakeApi() },
  );
  return document.getElementById('strength');
}

describe('PasswordStrengthMeter (review s47, finding 14)', () => {
  it('says a strong or good level alone: the level already says the password will do', () => {
    expect(meter(4, true)).toHaveTextContent(/^Надёжность пароля: Надёжный\.$/);
  });

  it('adds «Такой пароль подойдёт» only after a weaker level the API accepts', () => {
    expect(meter(2, true)).toHaveTextContent(
      /^Надёжность пароля: Средний\. Такой пароль подойдёт\.$/,
    );
  });

  it('gives the API’s reason for a refused one', () => {
    expect(meter(1, false, 'Пароль слишком простой')).toHaveTextContent(
      /^Надёжность пароля: Слабый\. Пароль слишком простой$/,
    );
    expect(screen.getByText(/Слабый/)).toHaveAttribute('aria-live', 'polite');
  });
});
