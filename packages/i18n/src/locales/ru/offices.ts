/** Names of the offices and their 'customer service in <city>' lines. */
export const offices = {
  minsk: { name: 'Минское отделение', inCity: 'Клиентский сервис в Минске' },
  brest: { name: 'Брестское отделение', inCity: 'Клиентский сервис в Бресте' },
  vitebsk: { name: 'Витебское отделение', inCity: 'Клиентский сервис в Витебске' },
  gomel: { name: 'Гомельское отделение', inCity: 'Клиентский сервис в Гомеле' },
  grodno: { name: 'Гродненское отделение', inCity: 'Клиентский сервис в Гродно' },
  mogilev: { name: 'Могилевское отделение', inCity: 'Клиентский сервис в Могилеве' },
  smolensk: { name: 'Дочерняя компания в Смоленске', inCity: 'Клиентский сервис в Смоленске' },
};
