import type { PhoneLine, PhoneSuffix } from './types';

/** Builds a phone line from its printed form; the `tel:` value is '+' and the digits of `display`. */
export function phoneLine(display: string, suffix?: PhoneSuffix): PhoneLine {
  const tel = `+${display.replace(/\D/g, '')}`;
  return suffix === undefined ? { display, tel } : { display, tel, suffix };
}
