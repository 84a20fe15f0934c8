/** Names of the offices and their 'customer service in <city>' lines. */
export const offices = {
  minsk: { name: 'Минское отделение', inCity: 'Клиентский сервис в Минске', city: 'Минск' },
  brest: { name: 'Брестское отделение', inCity: 'Клиентский сервис в Бресте', city: 'Брест' },
  vitebsk: { name: 'Витебское отделение', inCity: 'Клиентский сервис в Витебске', city: 'Витебск' },
  gomel: { name: 'Гомельское отделение', inCity: 'Клиентский сервис в Гомеле', city: 'Гомель' },
  grodno: { name: 'Гродненское отделение', inCity: 'Клиентский сервис в Гродно', city: 'Гродно' },
  mogilev: {
    name: 'Могилевское отделение',
    inCity: 'Клиентский сервис в Могилеве',
    city: 'Могилев',
  },
  smolensk: {
    name: 'Дочерняя компания в Смоленске',
    inCity: 'Клиентский сервис в Смоленске',
    city: 'Смоленск',
  },
};
