import type { offices as ru } from '../ru/offices';
import type { DeepStringRecord } from '../../types';

export const offices = {
  minsk: { name: 'Minsk office', inCity: 'Customer service in Minsk', city: 'Minsk' },
  brest: { name: 'Brest office', inCity: 'Customer service in Brest', city: 'Brest' },
  vitebsk: { name: 'Vitebsk office', inCity: 'Customer service in Vitebsk', city: 'Vitebsk' },
  gomel: { name: 'Gomel office', inCity: 'Customer service in Gomel', city: 'Gomel' },
  grodno: { name: 'Grodno office', inCity: 'Customer service in Grodno', city: 'Grodno' },
  mogilev: { name: 'Mogilev office', inCity: 'Customer service in Mogilev', city: 'Mogilev' },
  smolensk: {
    name: 'Smolensk subsidiary',
    inCity: 'Customer service in Smolensk',
    city: 'Smolensk',
  },
} satisfies DeepStringRecord<typeof ru>;
