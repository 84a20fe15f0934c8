/** Documents for download (/clients/documentsForDownload, /partners/documentsForDownload). */
export const clientsDocumentsForDownload = {
  title: 'Документы для скачивания',
  description:
    'Формы заявлений, образцы писем, платежных поручений и уведомлений. Скачайте нужный документ, заполните его и направьте оператору.',
  groups: {
    applications: 'Заявления',
    sampleLetters: 'Образцы писем',
    paymentOrders: 'Платежные поручения',
    notifications: 'Уведомления',
  },
  documents: {
    application1: 'Заявление о присоединении к договору (образец заполнения)',
    application2: 'Заявление на выпуск электронных карточек',
    application3: 'Заявление на изменение лимитов по карточкам',
    sampleLetter1: 'Письмо о блокировке карточки',
    sampleLetter2: 'Письмо о разблокировке карточки',
    sampleLetter3: 'Письмо о замене карточки',
    sampleLetter4: 'Письмо об изменении категории карточки',
    sampleLetter5: 'Письмо об изменении реквизитов организации',
    sampleLetter6: 'Письмо о смене мастер-телефона',
    sampleLetter7: 'Письмо об уточнении назначения платежа',
    sampleLetter8: 'Письмо о предоставлении отчета о продажах',
    sampleLetter9: 'Письмо о смене уполномоченного лица',
    sampleLetter10: 'Письмо о предоставлении доступа к Info API',
    paymentOrder1: 'Образец платежного поручения на пополнение баланса договора',
    paymentOrder2: 'Образец платежного поручения на оплату услуг оператора',
    notification1: 'Уведомление об изменении реквизитов',
  },
};
