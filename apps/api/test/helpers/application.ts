/** A valid application body, as the site's form sends it, shown a minute before `now`. */
export function applicationBody(now: Date, change: Record<string, unknown> = {}) {
  return {
    type: 'client',
    product: '/equipment',
    company: '  ООО «Топливо и Ко»  ',
    unp: '190123456',
    contact: 'Иван Петров',
    phone: '+375 (29) 123-45-67',
    email: 'ivan@example.by',
    region: 'Минск',
    interests: ['fuel-cards', 'software'],
    message: 'Перезвоните, пожалуйста',
    consent: true,
    lang: 'ru',
    website: '',
    startedAt: now.getTime() - 60_000,
    ...change,
  };
}
