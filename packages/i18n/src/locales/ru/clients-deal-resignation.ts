/** Deal resignation (/clients/dealResignation). */
export const clientsDealResignation = {
  title: 'Расторжение договора',
  description:
    'Чтобы расторгнуть договор, скачайте и заполните документы ниже. Специалисты клиентского обслуживания ответят на вопросы о порядке расторжения.',
  documents: {
    title: 'Документы',
    application: 'Заявление о расторжении договора',
    agreement: 'Соглашение о расторжении договора',
  },
};
