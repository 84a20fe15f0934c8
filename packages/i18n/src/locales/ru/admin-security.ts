/**
 * Administrator area, issue 16: the second step of the login, enrolment and the administrators'
 * session ends; the settings page's texts are admin-security-settings.ts (admin.ts joins them, the
 * console loads them with the settings screens).
 */
export const adminSecurityFirst = {
  login: {
    secondStepTitle: 'Подтверждение входа',
    codeIntro: 'Введите 6-значный код из приложения-аутентификатора.',
    recoveryIntro: 'Введите один из кодов восстановления, сохранённых при подключении.',
    code: 'Код из приложения',
    recoveryCode: 'Код восстановления',
    useRecovery: 'Использовать код восстановления',
    useApp: 'Ввести код из приложения',
    confirm: 'Подтвердить',
    confirming: 'Проверка…',
    back: 'Назад к вводу пароля',
    or: 'или',
    passkey: 'Войти с ключом доступа',
    passkeyBusy: 'Ожидание ключа доступа…',
    passkeyFailed: 'Не удалось войти с ключом доступа. Попробуйте ещё раз или войдите с паролем.',
    codeRequired: 'Введите код',
    codeFormat: 'Код из приложения состоит из 6 цифр',
    recoveryLeft:
      'Вы вошли по коду восстановления. Осталось кодов: {{count}}. Создайте новые в настройках.',
  },
  enrol: {
    title: 'Подключите второй фактор входа',
    intro:
      'Для вашей роли вход требует второго фактора. Подключите приложение-аутентификатор или ключ доступа: до этого другие разделы панели недоступны.',
    done: 'Второй фактор подключён. Можно продолжать работу.',
    continue: 'Перейти в панель управления',
  },
  admins: {
    endSessions: 'Завершить все сеансы',
    endSessionsLabel: 'Завершить все сеансы: {{username}}',
    endSessionsTitle: 'Завершить все сеансы?',
    endSessionsText: 'Администратору «{{username}}» придётся войти заново на всех устройствах.',
    ending: 'Завершение…',
    ended: 'Сеансы «{{username}}» завершены: {{count}}',
    error: 'Не удалось завершить сеансы',
  },
};
