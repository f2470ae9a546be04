import type { Locale, PayWayCode } from '@topup/shared/contract';

/**
 * The sandbox hosted page's words. The page is the provider's, not the store's, so its texts live
 * here rather than in the store's locale files; me reads English like its storefront.
 */
export interface PageTexts {
  lang: string;
  title: string;
  sandboxNotice: string;
  merchant: string;
  order: string;
  amount: string;
  payWays: Record<Exclude<PayWayCode, 'balance'>, string>;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHint: string;
  pay: string;
  qrHint: { sbp: string; pix: string };
  pixCopy: string;
  /** The copy button beside a code, and what it says once the code is on the clipboard. */
  copy: string;
  copied: string;
  clabe: string;
  bank: string;
  beneficiary: string;
  concept: string;
  transferHint: string;
  voucherReference: string;
  voucherHint: string;
  payBefore: string;
  walletAccount: string;
  walletHint: string;
  phone: string;
  otp: string;
  phoneHint: string;
  network: string;
  address: string;
  exactAmount: string;
  cryptoHint: string;
  testerPanel: string;
  approve: string;
  decline: string;
  expire: string;
  state: { pending: string; paid: string; declined: string; expired: string; settling: string };
  backToStore: string;
  notFound: string;
}

const en: PageTexts = {
  lang: 'en',
  title: 'Payment',
  sandboxNotice: 'Sandbox: no real money moves. Use the tester panel to choose the outcome.',
  merchant: 'Merchant',
  order: 'Order',
  amount: 'Amount',
  payWays: {
    CARDPAY_RU: 'Bank card (Russia)',
    SBP: 'Faster Payments System (SBP)',
    QIWI: 'QIWI Wallet',
    SPEI: 'SPEI bank transfer',
    OXXO_PAY: 'Cash at OXXO',
    MERCADO_PAGO: 'Mercado Pago',
    card: 'Bank card',
    PIX: 'Pix',
    USDT_TRC20: 'USDT (TRC20)',
    STC_PAY: 'STC Pay',
  },
  cardNumber: 'Card number',
  cardExpiry: 'Valid thru (MM/YY)',
  cardCvc: 'CVC',
  cardHint: 'Test card 4242 4242 4242 4242 is approved; 4000 0000 0000 0002 is declined.',
  pay: 'Pay',
  qrHint: {
    sbp: "Scan the QR code with your bank's app and confirm the payment.",
    pix: "Scan the QR code in your bank's app, or paste the Pix code below.",
  },
  pixCopy: 'Pix copy and paste code',
  copy: 'Copy',
  copied: 'Copied',
  clabe: 'CLABE',
  bank: 'Bank',
  beneficiary: 'Beneficiary',
  concept: 'Payment reference',
  transferHint: 'Transfer the exact amount from your bank app. It usually arrives within a minute.',
  voucherReference: 'Payment reference',
  voucherHint: 'Pay in cash at any OXXO store with this reference. Delivery waits for the confirmation, which can take until the next day.',
  payBefore: 'Pay before',
  walletAccount: 'Mercado Pago account',
  walletHint: 'Confirm the payment in your Mercado Pago account. Confirmation can take up to 30 minutes.',
  phone: 'Wallet phone number',
  otp: 'Confirmation code sent by SMS',
  phoneHint: 'Confirm the payment in your wallet app with the code.',
  network: 'Network',
  address: 'Address',
  exactAmount: 'Send exactly',
  cryptoHint: 'Send USDT on the TRC20 network only. Other networks or amounts are lost.',
  testerPanel: 'Tester panel',
  approve: 'Approve the payment',
  decline: 'Decline',
  expire: 'Let it expire',
  state: {
    pending: 'Waiting for the payment',
    paid: 'The payment is approved',
    declined: 'The payment was declined',
    expired: 'The payment has expired',
    settling: 'Processing: the store will be notified shortly',
  },
  backToStore: 'Back to the store',
  notFound: 'No such payment',
};

const ru: PageTexts = {
  lang: 'ru',
  title: 'Оплата',
  sandboxNotice: 'Тестовая среда: настоящие деньги не списываются. Исход платежа выберите в панели тестировщика.',
  merchant: 'Продавец',
  order: 'Заказ',
  amount: 'Сумма',
  payWays: {
    CARDPAY_RU: 'Банковская карта',
    SBP: 'Система быстрых платежей (СБП)',
    QIWI: 'QIWI Кошелёк',
    SPEI: 'Банковский перевод SPEI',
    OXXO_PAY: 'Наличными в OXXO',
    MERCADO_PAGO: 'Mercado Pago',
    card: 'Банковская карта',
    PIX: 'Pix',
    USDT_TRC20: 'USDT (TRC20)',
    STC_PAY: 'STC Pay',
  },
  cardNumber: 'Номер карты',
  cardExpiry: 'Срок действия (ММ/ГГ)',
  cardCvc: 'CVC/CVV',
  cardHint: 'Тестовая карта 4242 4242 4242 4242 проходит, 4000 0000 0000 0002 отклоняется.',
  pay: 'Оплатить',
  qrHint: {
    sbp: 'Отсканируйте QR-код в приложении своего банка и подтвердите платёж.',
    pix: 'Отсканируйте QR-код в приложении банка или вставьте код Pix ниже.',
  },
  pixCopy: 'Код Pix для копирования',
  copy: 'Копировать',
  copied: 'Скопировано',
  clabe: 'CLABE',
  bank: 'Банк',
  beneficiary: 'Получатель',
  concept: 'Назначение платежа',
  transferHint: 'Переведите точную сумму из приложения банка. Обычно деньги приходят в течение минуты.',
  voucherReference: 'Номер платежа',
  voucherHint: 'Оплатите наличными в любом магазине OXXO по этому номеру. Заказ будет выполнен после подтверждения оплаты — это может занять время до следующего дня.',
  payBefore: 'Оплатить до',
  walletAccount: 'Аккаунт Mercado Pago',
  walletHint: 'Подтвердите платёж в аккаунте Mercado Pago. Подтверждение может занять до 30 минут.',
  phone: 'Номер телефона кошелька',
  otp: 'Код подтверждения из SMS',
  phoneHint: 'Подтвердите платёж в приложении кошелька с помощью кода.',
  network: 'Сеть',
  address: 'Адрес',
  exactAmount: 'Отправьте ровно',
  cryptoHint: 'Отправляйте USDT только в сети TRC20. Перевод в другой сети или другой суммы будет потерян.',
  testerPanel: 'Панель тестировщика',
  approve: 'Подтвердить оплату',
  decline: 'Отклонить',
  expire: 'Дать истечь',
  state: {
    pending: 'Ожидаем оплату',
    paid: 'Оплата подтверждена',
    declined: 'Платёж отклонён',
    expired: 'Время оплаты истекло',
    settling: 'Платёж обрабатывается — магазин скоро получит уведомление',
  },
  backToStore: 'Вернуться в магазин',
  notFound: 'Такого платежа нет',
};

const mx: PageTexts = {
  lang: 'es-MX',
  title: 'Pago',
  sandboxNotice: 'Entorno de pruebas: no se mueve dinero real. Elige el resultado en el panel de pruebas.',
  merchant: 'Comercio',
  order: 'Pedido',
  amount: 'Monto',
  payWays: {
    CARDPAY_RU: 'Tarjeta bancaria (Rusia)',
    SBP: 'Sistema de Pagos Rápidos (SBP)',
    QIWI: 'Monedero QIWI',
    SPEI: 'Transferencia SPEI',
    OXXO_PAY: 'Efectivo en OXXO',
    MERCADO_PAGO: 'Mercado Pago',
    card: 'Tarjeta de crédito o débito',
    PIX: 'Pix',
    USDT_TRC20: 'USDT (TRC20)',
    STC_PAY: 'STC Pay',
  },
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardCvc: 'CVV',
  cardHint: 'La tarjeta de prueba 4242 4242 4242 4242 se aprueba; 4000 0000 0000 0002 se rechaza.',
  pay: 'Pagar',
  qrHint: {
    sbp: 'Escanea el código QR con la app de tu banco y confirma el pago.',
    pix: 'Escanea el código QR en la app de tu banco o pega el código Pix de abajo.',
  },
  pixCopy: 'Código Pix para copiar y pegar',
  copy: 'Copiar',
  copied: 'Copiado',
  clabe: 'CLABE',
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  concept: 'Concepto de pago',
  transferHint: 'Transfiere el monto exacto desde la app de tu banco. Normalmente se acredita en un minuto.',
  voucherReference: 'Referencia de pago',
  voucherHint: 'Paga en efectivo en cualquier tienda OXXO con esta referencia. La entrega espera la confirmación del pago, que puede tardar hasta el día siguiente.',
  payBefore: 'Paga antes del',
  walletAccount: 'Cuenta de Mercado Pago',
  walletHint: 'Confirma el pago en tu cuenta de Mercado Pago. La confirmación puede tardar hasta 30 minutos.',
  phone: 'Número de celular del monedero',
  otp: 'Código de confirmación recibido por SMS',
  phoneHint: 'Confirma el pago en la app de tu monedero con el código.',
  network: 'Red',
  address: 'Dirección',
  exactAmount: 'Envía exactamente',
  cryptoHint: 'Envía USDT solo por la red TRC20. Otra red u otro monto se pierden.',
  testerPanel: 'Panel de pruebas',
  approve: 'Aprobar el pago',
  decline: 'Rechazar',
  expire: 'Dejar que venza',
  state: {
    pending: 'Esperando el pago',
    paid: 'El pago fue aprobado',
    declined: 'El pago fue rechazado',
    expired: 'El pago venció',
    settling: 'Procesando: la tienda recibirá el aviso en breve',
  },
  backToStore: 'Volver a la tienda',
  notFound: 'Este pago no existe',
};

const br: PageTexts = {
  lang: 'pt-BR',
  title: 'Pagamento',
  sandboxNotice: 'Ambiente de testes: nenhum dinheiro real é movimentado. Escolha o resultado no painel de testes.',
  merchant: 'Loja',
  order: 'Pedido',
  amount: 'Valor',
  payWays: {
    CARDPAY_RU: 'Cartão bancário (Rússia)',
    SBP: 'Sistema de Pagamentos Rápidos (SBP)',
    QIWI: 'Carteira QIWI',
    SPEI: 'Transferência SPEI',
    OXXO_PAY: 'Dinheiro no OXXO',
    MERCADO_PAGO: 'Mercado Pago',
    card: 'Cartão de crédito ou débito',
    PIX: 'Pix',
    USDT_TRC20: 'USDT (TRC20)',
    STC_PAY: 'STC Pay',
  },
  cardNumber: 'Número do cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvc: 'CVV',
  cardHint: 'O cartão de teste 4242 4242 4242 4242 é aprovado; 4000 0000 0000 0002 é recusado.',
  pay: 'Pagar',
  qrHint: {
    sbp: 'Escaneie o QR code com o app do seu banco e confirme o pagamento.',
    pix: 'Escaneie o QR code no app do seu banco ou use o Pix Copia e Cola abaixo.',
  },
  pixCopy: 'Pix Copia e Cola',
  copy: 'Copiar',
  copied: 'Copiado',
  clabe: 'CLABE',
  bank: 'Banco',
  beneficiary: 'Favorecido',
  concept: 'Referência do pagamento',
  transferHint: 'Transfira o valor exato pelo app do seu banco. Normalmente cai em um minuto.',
  voucherReference: 'Referência de pagamento',
  voucherHint: 'Pague em dinheiro em qualquer loja OXXO com esta referência. A entrega aguarda a confirmação do pagamento, que pode levar até o dia seguinte.',
  payBefore: 'Pague até',
  walletAccount: 'Conta Mercado Pago',
  walletHint: 'Confirme o pagamento na sua conta Mercado Pago. A confirmação pode levar até 30 minutos.',
  phone: 'Número de celular da carteira',
  otp: 'Código de confirmação recebido por SMS',
  phoneHint: 'Confirme o pagamento no app da carteira com o código.',
  network: 'Rede',
  address: 'Endereço',
  exactAmount: 'Envie exatamente',
  cryptoHint: 'Envie USDT somente pela rede TRC20. Outra rede ou outro valor serão perdidos.',
  testerPanel: 'Painel de testes',
  approve: 'Aprovar o pagamento',
  decline: 'Recusar',
  expire: 'Deixar expirar',
  state: {
    pending: 'Aguardando o pagamento',
    paid: 'Pagamento aprovado',
    declined: 'Pagamento recusado',
    expired: 'O pagamento expirou',
    settling: 'Processando: a loja será avisada em instantes',
  },
  backToStore: 'Voltar para a loja',
  notFound: 'Pagamento não encontrado',
};

export const PAGE_TEXTS: Readonly<Record<Locale, PageTexts>> = { ru, mx, br, en, me: en };
