import type { LocaleTexts, StoredFormField } from '../../src/db/schema';

export interface DemoForm {
  productId: number;
  title: LocaleTexts;
  fields: StoredFormField[];
}

const t = (ru: string, en: string, mx: string, br: string): LocaleTexts => ({ ru, en, mx, br });

/**
 * The demo products whose seller asks for more after payment: the passes are bound to a season
 * profile, so the store asks for the profile's screenshot and how to reach the buyer.
 */
export const DEMO_FORMS: DemoForm[] = [
  {
    productId: 1012,
    title: t('Данные для активации пропуска', 'Details to activate the pass', 'Datos para activar el pase', 'Dados para ativar o passe'),
    fields: [
      {
        key: 'nickname',
        type: 'text',
        required: true,
        maxLength: 24,
        label: t('Ник в игре', 'In-game nickname', 'Apodo en el juego', 'Apelido no jogo'),
        hint: null,
      },
      {
        key: 'level',
        type: 'number',
        required: true,
        min: 1,
        max: 100,
        label: t('Уровень аккаунта', 'Account level', 'Nivel de la cuenta', 'Nível da conta'),
        hint: t('От 1 до 100', 'From 1 to 100', 'De 1 a 100', 'De 1 a 100'),
      },
      {
        key: 'contact',
        type: 'select',
        required: true,
        label: t('Как с вами связаться', 'How to reach you', 'Cómo contactarte', 'Como falar com você'),
        hint: null,
        options: [
          { value: 'email', label: t('Электронная почта', 'E-mail', 'Correo electrónico', 'E-mail') },
          { value: 'chat', label: t('Чат заказа', 'Order chat', 'Chat del pedido', 'Chat do pedido') },
        ],
      },
      {
        key: 'screenshot',
        type: 'image',
        minCount: 1,
        maxCount: 3,
        maxSizeKb: 2048,
        label: t('Скриншот профиля', 'Profile screenshot', 'Captura del perfil', 'Captura do perfil'),
        hint: t('JPEG, PNG или WebP до 2 МБ', 'JPEG, PNG or WebP up to 2 MB', 'JPEG, PNG o WebP de hasta 2 MB', 'JPEG, PNG ou WebP de até 2 MB'),
      },
    ],
  },
  {
    productId: 1023,
    title: t('Данные для активации пропуска', 'Details to activate the pass', 'Datos para activar el pase', 'Dados para ativar o passe'),
    fields: [
      {
        key: 'uid',
        type: 'text',
        required: true,
        maxLength: 12,
        label: t('UID персонажа', 'Character UID', 'UID del personaje', 'UID do personagem'),
        hint: null,
      },
      {
        key: 'screenshot',
        type: 'image',
        minCount: 0,
        maxCount: 2,
        maxSizeKb: 2048,
        label: t('Скриншот профиля', 'Profile screenshot', 'Captura del perfil', 'Captura do perfil'),
        hint: null,
      },
    ],
  },
];
