import type { clientsPriceListsAndTariffs as ru } from '../ru/clients-price-lists';
import type { DeepStringRecord } from '../../types';

export const clientsPriceListsAndTariffs = {
  title: 'Price lists and tariffs',
  description:
    'The cost of the payment system operator’s services is set by the price lists in force. Settlements are made in Belarusian roubles (BYN).',
  documents: {
    title: 'Price lists',
    priceList1: 'Price list No. 03/2024 of 22.02.2024 (residents)',
    priceList2: 'Price list No. 01/24 of 17.01.2024',
    priceList3: 'Price list No. 03/2022 of 17.03.2022 (in force from 21.03.2022)',
  },
} satisfies DeepStringRecord<typeof ru>;
