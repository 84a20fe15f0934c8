import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@fuelcard/contracts';
import { createI18n } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';

describe('the console’s password messages', () => {
  it('say in Russian exactly what the API says for each rule', () => {
    const i18n = createI18n({ lng: 'ru', sections: ['common', 'admin'] });
    for (const [rule, message] of Object.entries(PASSWORD_MESSAGES)) {
      expect(
        i18n.t(`admin.admins.passwordProblems.${rule}`, {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
        }),
      ).toBe(message);
    }
  });
});
