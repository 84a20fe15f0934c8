import type { offices as ru } from '../ru/offices';
import type { DeepStringRecord } from '../../types';

export const offices = {
  minsk: { name: 'Minsk office', inCity: 'Customer service in Minsk' },
  brest: { name: 'Brest office', inCity: 'Customer service in Brest' },
  vitebsk: { name: 'Vitebsk office', inCity: 'Customer service in Vitebsk' },
  gomel: { name: 'Gomel office', inCity: 'Customer service in Gomel' },
  grodno: { name: 'Grodno office', inCity: 'Customer service in Grodno' },
  mogilev: { name: 'Mogilev office', inCity: 'Customer service in Mogilev' },
  smolensk: { name: 'Smolensk subsidiary', inCity: 'Customer service in Smolensk' },
} satisfies DeepStringRecord<typeof ru>;
