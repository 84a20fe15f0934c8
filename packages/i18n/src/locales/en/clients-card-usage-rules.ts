import type { clientsCardUsageRules as ru } from '../ru/clients-card-usage-rules';
import type { DeepStringRecord } from '../../types';

export const clientsCardUsageRules = {
  title: 'Card usage rules',
  description:
    'How to pay with an electronic card at a point of sale: insert the card into the reader, wait until it is read, enter your PIN and press “Enter”.',
  steps: {
    title: 'How to pay',
    insert: 'Insert the card into the reader slot.',
    wait: 'Wait for the message that the card has been read.',
    pin: 'Enter your PIN and press “Enter”.',
  },
  simulator: {
    title: 'Try it on the simulator',
    instructions:
      'Drag the card to the reader slot and hold it there for one second. With the keyboard: move to the card with Tab and press Enter or Space to insert it; Escape cancels the reading.',
    readerLabel: 'Card reader',
    screenPrompt: 'Enter your PIN and press “Enter”',
    slot: 'Card slot',
    indicatorWaiting: 'Indicator: card not read',
    indicatorRead: 'Indicator: card read',
    card: '{{face}}. Electronic card. Drag it to the reader slot or press Enter to insert it.',
    cardFace: 'Fuel card',
    reading: 'The card is in the reader, reading…',
    cancelled: 'Reading cancelled: the card was removed before one second had passed.',
    readSuccess: 'Card read successfully!',
    readNext: 'On a real terminal you would now enter your PIN. Drag the card again to repeat.',
    keys: {
      enter: 'Enter',
      cancel: 'Cancel',
      return: 'Return',
      doze: 'Dose',
      menu: 'Menu',
      lang: 'Lang',
    },
  },
} satisfies DeepStringRecord<typeof ru>;
