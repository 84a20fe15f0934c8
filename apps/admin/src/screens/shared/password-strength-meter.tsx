import { useT } from '@fuelcard/i18n/react';
import type { PasswordStrength } from '../../lib/use-password-strength';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const SEGMENTS = 4;

export interface PasswordStrengthMeterProps {
  id: string;
  strength: PasswordStrength;
}

/**
 * The strength of a new password as the API judges it: four segments (zxcvbn's score 0–4) and the
 * level in words, with the API's reason when it would refuse it. The words are a polite live
 * region; the segments only repeat them. Nothing shows for an empty field.
 */
export function PasswordStrengthMeter({ id, strength }: PasswordStrengthMeterProps) {
  const t = useT();
  const score = strength.state === 'judged' ? strength.score : 0;
  const tone =
    strength.state !== 'judged' ? 'none' : strength.acceptable ? (score >= 4 ? 'strong' : 'good') : 'weak';
  let text = '';
  if (strength.state === 'checking') text = t('admin.password.checking');
  else if (strength.state === 'unavailable') text = t('admin.password.unavailable');
  else if (strength.state === 'judged') {
    const level = t(`admin.password.levels.${LEVELS[Math.min(score, 4)]}`);
    // «Хороший» or «Надёжный» already says the password will do: «Такой пароль подойдёт» only
    // after a weaker level the API accepts (review s47, finding 14: said twice).
    const after = strength.acceptable
      ? score >= 3
        ? ''
        : t('admin.password.accepted')
      : (strength.problem ?? '');
    text = `${t('admin.password.strength')}: ${level}. ${after}`.trim();
  }
  return (
    <div className="strength" data-tone={tone}>
      <div className="strength__bar" aria-hidden="true" hidden={strength.state === 'empty'}>
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            key={index}
            className="strength__segment"
            data-on={strength.state === 'judged' && index < Math.max(score, 1) ? '' : undefined}
          />
        ))}
      </div>
      <p id={id} className="strength__text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
