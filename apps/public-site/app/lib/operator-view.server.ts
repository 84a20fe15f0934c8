import type { PublicLanguage } from '@fuelcard/i18n';
import { operatorDetails, type OperatorDetails } from '@fuelcard/offices';
import { formatLongDate } from './dates';
import { keepTogether } from './keep-together';
import type { OperatorView } from './operator-view';

/** The operator's legal details (one configuration: @fuelcard/offices operator.ts) in a language. */
export function operatorView(
  lang: PublicLanguage,
  details: OperatorDetails = operatorDetails,
): OperatorView {
  return {
    legalName: details.legalName[lang],
    unp: details.unp,
    registration: {
      authority: keepTogether(details.registration.authority[lang]),
      date: details.registration.date,
      dateText: keepTogether(formatLongDate(details.registration.date, lang)),
    },
    register: {
      name: details.register.name[lang],
      number: keepTogether(details.register.number),
      date: details.register.date,
      dateText: keepTogether(formatLongDate(details.register.date, lang)),
    },
    legalAddress: keepTogether(details.legalAddress[lang]),
  };
}
