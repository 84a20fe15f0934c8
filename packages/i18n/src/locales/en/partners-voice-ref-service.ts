import type { partnersVoiceRefService as ru } from '../ru/partners-voice-ref-service';
import type { DeepStringRecord } from '../../types';

export const partnersVoiceRefService = {
  title: 'Voice information service',
  description:
    'Call the voice information service to hear the contract balance, get the sales report by fax or talk to a manager. Choose menu items with the keys of your phone.',
  menu: {
    title: 'Service menu',
    key1: 'Key 1: contract balance. Enter the five-digit contract number.',
    key2: 'Key 2: sales report for the current period by fax. Enter the contract number followed by #.',
    key3: 'Key 3: sales report for the previous period by fax. Enter the contract number followed by #.',
    key9: 'Key 9: talk to a manager. Available only during set hours.',
  },
  rules: {
    title: 'Good to know',
    contractNumber: 'The contract number has five digits.',
    noKey: 'If no key is pressed in time, the call is put through to a manager.',
    wrongKey:
      'If an invalid key is pressed, the message “Сделан неправильный выбор” (“Invalid choice”) is played and the menu repeats.',
  },
  wrongChoiceMessage: 'Invalid choice',
} satisfies DeepStringRecord<typeof ru>;
