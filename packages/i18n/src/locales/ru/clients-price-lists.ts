/** Price lists and tariffs (/clients/priceListsAndTariffs). */
export const clientsPriceListsAndTariffs = {
  title: 'Прейскуранты и тарифы',
  description:
    'Стоимость услуг оператора платежной системы определяется действующими прейскурантами. Расчеты ведутся в белорусских рублях (BYN).',
  documents: {
    title: 'Прейскуранты',
    priceList1: 'Прейскурант № 03/2024 от 22.02.2024 (для резидентов)',
    priceList2: 'Прейскурант № 01/24 от 17.01.2024',
    priceList3: 'Прейскурант № 03/2022 от 17.03.2022 (действует с 21.03.2022)',
  },
};
