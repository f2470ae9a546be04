import type { StoredFormField } from '../../src/db/schema';

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Linux executable, to be sent as if it were a PNG. */
export const ELF_BYTES = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

/** A form with one field of every type: text up to 10, number 1 to 100, a required select, one to two images of at most 1 kB. */
export const TEST_FORM_FIELDS: StoredFormField[] = [
  { key: 'nickname', type: 'text', required: true, maxLength: 10, label: { ru: 'Ник', en: 'Nickname' }, hint: null },
  { key: 'level', type: 'number', required: true, min: 1, max: 100, label: { ru: 'Уровень', en: 'Level' }, hint: null },
  {
    key: 'contact',
    type: 'select',
    required: true,
    label: { ru: 'Связь', en: 'Contact' },
    hint: null,
    options: [
      { value: 'email', label: { ru: 'Почта', en: 'E-mail' } },
      { value: 'chat', label: { ru: 'Чат', en: 'Chat' } },
    ],
  },
  { key: 'screenshot', type: 'image', minCount: 1, maxCount: 2, maxSizeKb: 1, label: { ru: 'Скриншот', en: 'Screenshot' }, hint: null },
];

export const OPERATOR_TOKEN = 'operator-token-for-form-tests';
