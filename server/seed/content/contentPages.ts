import type { Locale } from '@topup/shared/contract';
import type { ContentDocument, ContentSlug } from '@topup/shared/contract/content';

/**
 * The store's own pages as first written (the terms and help texts that used to be locale
 * texts, the delivery promise and how to reach support). Seeded once per locale and page: the
 * stored copy is then the store's to edit (docs/content.md); a later start never overwrites it.
 */
/** The en and me storefronts both speak English (me's locale file is English too): one text for both. */
const ENGLISH: Record<ContentSlug, ContentDocument> = {
  "agreement": {
    "title": "Terms of service",
    "intro": "These terms apply when you buy at TopUp. By placing an order you accept them.",
    "updated": "Version of 23 November 2026",
    "sections": [
      {
        "heading": "What we sell",
        "body": "TopUp tops up game accounts: in-game currency, packs and passes for games by other publishers. We are not the games' publisher; game names and marks belong to their owners."
      },
      {
        "heading": "Your account",
        "body": "Buying needs an account with a confirmed e-mail. Keep your password to yourself: purchases made from your account count as yours. If you are under age, buy with a parent's consent."
      },
      {
        "heading": "Orders and player ID",
        "body": "Before paying, check the game, the server and the player ID. We show the nickname the ID belongs to. A top-up delivered to the ID you entered cannot be moved to another account."
      },
      {
        "heading": "Prices and payment",
        "body": "Prices are in your region's currency with all fees included. You pay the amount shown when you confirm the order. An order not paid in time closes by itself."
      },
      {
        "heading": "Delivery",
        "body": "We start the top-up as soon as the payment is confirmed. The delivery time is on the product page; the order's progress shows in My orders."
      },
      {
        "heading": "Refunds",
        "body": "If a top-up fails, we refund the whole amount paid automatically. A delivered top-up cannot be returned: the game has already credited it. Support decides unclear cases."
      },
      {
        "heading": "Balance and coupons",
        "body": "Balance and coupons can only be spent in the store and are not exchanged for cash. Coupons have a validity period and conditions, shown on each coupon."
      },
      {
        "heading": "Fair play",
        "body": "Paying with someone else's cards or accounts and reselling top-ups are not allowed. We cancel such orders and may close the account."
      },
      {
        "heading": "Your data",
        "body": "We keep your e-mail, orders and payments to fulfil your orders and for as long as the law requires. We never sell your data."
      },
      {
        "heading": "Changes and contact",
        "body": "We may update these terms; new orders follow the version on this page. Questions go to support."
      }
    ]
  },
  "help": {
    "title": "Help",
    "intro": "Answers to common questions about buying and delivery.",
    "updated": "",
    "sections": [
      {
        "heading": "When does my top-up arrive?",
        "body": "The delivery time is on the product page and counts from the moment the payment is confirmed. Follow your order in My orders."
      },
      {
        "heading": "Where do I find my player ID?",
        "body": "In the game, open your profile (usually the avatar in a corner): the ID is the number next to your nickname. Copy all of it. At checkout we show the nickname of that ID so you can check it before paying."
      },
      {
        "heading": "I entered the wrong ID",
        "body": "If the order is not delivered yet, write to support at once with the order number. A delivered top-up cannot be moved to another account."
      },
      {
        "heading": "How do I get my money back?",
        "body": "If a top-up fails, the whole amount is refunded automatically and the order shows as Refunded. A delivered top-up cannot be returned."
      },
      {
        "heading": "How can I pay?",
        "body": "At checkout you see your region's pay ways and how long each takes to confirm. If a payment failed, pay the order again from My orders."
      }
    ]
  },
  "delivery": {
    "title": "Delivery times",
    "intro": "Top-ups arrive within 0–15 minutes of the payment being confirmed; a friend's invitation promises 10 minutes.",
    "updated": "",
    "sections": [
      {
        "heading": "How we deliver",
        "body": "As soon as the payment is confirmed, the order goes to the game automatically.\n\n- Most top-ups arrive within a few minutes.\n- If the game answers slowly, the order stays **in progress**.\n- If delivery fails, the whole amount is refunded automatically."
      }
    ]
  },
  "contact": {
    "title": "Contact us",
    "intro": "Support answers every day.",
    "updated": "",
    "sections": [
      {
        "heading": "How to reach us",
        "body": "Open the Support page and pick the way that suits you.\n\nInclude your **order number** so we can answer faster."
      }
    ]
  }
};

export const CONTENT_PAGES: Record<Locale, Record<ContentSlug, ContentDocument>> = {
  "ru": {
    "agreement": {
      "title": "Пользовательское соглашение",
      "intro": "Эти условия действуют, когда вы покупаете в TopUp. Оформляя заказ, вы соглашаетесь с ними.",
      "updated": "Редакция от 23 ноября 2026 года",
      "sections": [
        {
          "heading": "Что мы продаём",
          "body": "TopUp пополняет игровые счета: внутриигровую валюту, наборы и подписки в играх других издателей. Мы не издатель игр; названия и знаки игр принадлежат их владельцам."
        },
        {
          "heading": "Аккаунт",
          "body": "Для покупки нужен аккаунт с подтверждённым e-mail. Храните пароль в тайне: покупки из вашего аккаунта считаются вашими. Если вы несовершеннолетний, покупайте с согласия родителей."
        },
        {
          "heading": "Заказ и ID игрока",
          "body": "Перед оплатой проверьте игру, сервер и ID игрока. Мы показываем ник, которому принадлежит ID. Пополнение, зачисленное на указанный вами ID, нельзя перенести на другой аккаунт."
        },
        {
          "heading": "Цены и оплата",
          "body": "Цены указаны в валюте вашего региона со всеми сборами. Вы платите ту сумму, что видите при подтверждении заказа. Неоплаченный вовремя заказ закрывается сам."
        },
        {
          "heading": "Доставка",
          "body": "Мы начинаем пополнение, как только оплата подтверждена. Срок доставки указан на странице товара; ход заказа виден в разделе «Мои заказы»."
        },
        {
          "heading": "Возвраты",
          "body": "Если пополнение не удалось, мы возвращаем всю оплаченную сумму автоматически. Доставленное пополнение вернуть нельзя: игра уже зачислила его. Спорный случай решит поддержка."
        },
        {
          "heading": "Баланс и купоны",
          "body": "Деньги на балансе и купоны тратятся только в магазине и не обмениваются на наличные. У купонов есть срок действия и условия, они указаны на самом купоне."
        },
        {
          "heading": "Честная игра",
          "body": "Нельзя платить чужими картами и счетами или перепродавать пополнения. Такие заказы мы отменяем, а аккаунт можем закрыть."
        },
        {
          "heading": "Ваши данные",
          "body": "Мы храним e-mail, заказы и платежи, чтобы выполнять заказы, и столько, сколько требует закон. Мы не продаём ваши данные."
        },
        {
          "heading": "Изменения и связь",
          "body": "Мы можем обновлять эти условия; к новым заказам применяется редакция на этой странице. Вопросы — в службу поддержки."
        }
      ]
    },
    "help": {
      "title": "Помощь",
      "intro": "Ответы на частые вопросы о покупке и доставке.",
      "updated": "",
      "sections": [
        {
          "heading": "Когда придёт пополнение?",
          "body": "Срок доставки указан на странице товара и отсчитывается с момента, когда оплата подтверждена. Следить за заказом можно в разделе «Мои заказы»."
        },
        {
          "heading": "Где найти ID игрока?",
          "body": "Откройте в игре свой профиль (обычно — аватар в углу экрана): ID — это число рядом с ником. Скопируйте его полностью. При оформлении мы покажем ник этого ID, чтобы вы проверили его до оплаты."
        },
        {
          "heading": "Я ввёл неверный ID",
          "body": "Если заказ ещё не доставлен, сразу напишите в поддержку и укажите номер заказа. Доставленное пополнение перенести на другой аккаунт нельзя."
        },
        {
          "heading": "Как вернуть деньги?",
          "body": "Если пополнение не удалось, вся сумма возвращается автоматически — заказ получит статус «Возвращён». Доставленное пополнение вернуть нельзя."
        },
        {
          "heading": "Как оплатить?",
          "body": "При оформлении видны способы оплаты вашего региона и сколько времени занимает подтверждение каждого. Если оплата не прошла, заказ можно оплатить снова из раздела «Мои заказы»."
        }
      ]
    },
    "delivery": {
      "title": "Сроки доставки",
      "intro": "Пополнение приходит за 0–15 минут после подтверждения оплаты; по приглашению друга — обычно за 10 минут.",
      "updated": "",
      "sections": [
        {
          "heading": "Как мы доставляем",
          "body": "Как только оплата подтверждена, заказ уходит в игру автоматически.\n\n- Обычно пополнение приходит за несколько минут.\n- Если игра отвечает дольше, заказ остаётся в статусе «Выполняется».\n- Если доставить не удалось, вся сумма возвращается автоматически."
        }
      ]
    },
    "contact": {
      "title": "Связаться с нами",
      "intro": "Поддержка отвечает каждый день.",
      "updated": "",
      "sections": [
        {
          "heading": "Как написать",
          "body": "Откройте раздел «Поддержка» и выберите удобный способ связи.\n\nУкажите номер заказа — так мы ответим быстрее."
        }
      ]
    }
  },
  "en": ENGLISH,
  "mx": {
    "agreement": {
      "title": "Términos del servicio",
      "intro": "Estos términos aplican cuando compras en TopUp. Al hacer un pedido los aceptas.",
      "updated": "Versión del 23 de noviembre de 2026",
      "sections": [
        {
          "heading": "Qué vendemos",
          "body": "TopUp hace recargas para juegos: monedas del juego, paquetes y suscripciones de juegos de otras editoras. No somos la editora de los juegos; sus nombres y marcas pertenecen a sus dueños."
        },
        {
          "heading": "Cuenta",
          "body": "Para comprar necesitas una cuenta con correo confirmado. Guarda tu contraseña: las compras hechas desde tu cuenta se consideran tuyas. Si eres menor de edad, compra con permiso de tus padres."
        },
        {
          "heading": "Pedido e ID de jugador",
          "body": "Antes de pagar revisa el juego, el servidor y el ID de jugador. Te mostramos el apodo de ese ID. Una recarga entregada al ID que indicaste no se puede pasar a otra cuenta."
        },
        {
          "heading": "Precios y pago",
          "body": "Los precios están en la moneda de tu región con todos los cargos. Pagas el monto que ves al confirmar el pedido. Un pedido no pagado a tiempo se cierra solo."
        },
        {
          "heading": "Entrega",
          "body": "Empezamos la recarga en cuanto se confirma el pago. El tiempo de entrega aparece en la página del producto; el avance se ve en «Mis pedidos»."
        },
        {
          "heading": "Reembolsos",
          "body": "Si la recarga falla, te devolvemos todo lo pagado automáticamente. Una recarga entregada no se puede devolver: el juego ya la acreditó. Los casos dudosos los resuelve soporte."
        },
        {
          "heading": "Saldo y cupones",
          "body": "El saldo y los cupones solo se usan en la tienda y no se cambian por efectivo. Los cupones tienen vigencia y condiciones, indicadas en cada cupón."
        },
        {
          "heading": "Juego limpio",
          "body": "No se permite pagar con tarjetas o cuentas ajenas ni revender recargas. Cancelamos esos pedidos y podemos cerrar la cuenta."
        },
        {
          "heading": "Tus datos",
          "body": "Guardamos tu correo, pedidos y pagos para cumplir tus pedidos y el tiempo que exige la ley. No vendemos tus datos."
        },
        {
          "heading": "Cambios y contacto",
          "body": "Podemos actualizar estos términos; a los pedidos nuevos se aplica la versión de esta página. Dudas: escribe a soporte."
        }
      ]
    },
    "help": {
      "title": "Ayuda",
      "intro": "Respuestas a las preguntas frecuentes sobre la compra y la entrega.",
      "updated": "",
      "sections": [
        {
          "heading": "¿Cuándo llega la recarga?",
          "body": "El tiempo de entrega aparece en la página del producto y cuenta desde que se confirma el pago. Puedes seguir tu pedido en «Mis pedidos»."
        },
        {
          "heading": "¿Dónde encuentro mi ID de jugador?",
          "body": "En el juego abre tu perfil (normalmente el avatar en una esquina): el ID es el número junto a tu apodo. Cópialo completo. Al confirmar te mostramos el apodo de ese ID para que lo revises antes de pagar."
        },
        {
          "heading": "Puse un ID equivocado",
          "body": "Si el pedido aún no se entrega, escribe de inmediato a soporte con el número de pedido. Una recarga entregada no se puede pasar a otra cuenta."
        },
        {
          "heading": "¿Cómo recupero mi dinero?",
          "body": "Si la recarga falla, todo lo pagado se devuelve automáticamente y el pedido queda como «Reembolsado». Una recarga entregada no se puede devolver."
        },
        {
          "heading": "¿Cómo pago?",
          "body": "Al confirmar ves las formas de pago de tu región y cuánto tarda en confirmarse cada una. Si el pago falló, puedes pagar el pedido de nuevo desde «Mis pedidos»."
        }
      ]
    },
    "delivery": {
      "title": "Tiempos de entrega",
      "intro": "Las recargas llegan en 0 a 15 minutos desde que se confirma el pago; la invitación de un amigo promete 10 minutos.",
      "updated": "",
      "sections": [
        {
          "heading": "Cómo entregamos",
          "body": "En cuanto se confirma el pago, el pedido va al juego automáticamente.\n\n- La mayoría de las recargas llegan en pocos minutos.\n- Si el juego tarda, el pedido queda **en proceso**.\n- Si la entrega falla, se reembolsa todo el monto automáticamente."
        }
      ]
    },
    "contact": {
      "title": "Contáctanos",
      "intro": "Soporte responde todos los días.",
      "updated": "",
      "sections": [
        {
          "heading": "Cómo escribirnos",
          "body": "Abre la página de Soporte y elige el medio que prefieras.\n\nIncluye tu **número de pedido** para responderte más rápido."
        }
      ]
    }
  },
  "br": {
    "agreement": {
      "title": "Termos de serviço",
      "intro": "Estes termos valem quando você compra na TopUp. Ao fazer um pedido, você concorda com eles.",
      "updated": "Versão de 23 de novembro de 2026",
      "sections": [
        {
          "heading": "O que vendemos",
          "body": "A TopUp faz recargas de jogos: moedas do jogo, pacotes e assinaturas de jogos de outras publicadoras. Não somos a publicadora dos jogos; nomes e marcas pertencem aos seus donos."
        },
        {
          "heading": "Conta",
          "body": "Para comprar é preciso uma conta com e-mail confirmado. Guarde sua senha: as compras feitas pela sua conta são consideradas suas. Se você é menor de idade, compre com a autorização dos pais."
        },
        {
          "heading": "Pedido e ID do jogador",
          "body": "Antes de pagar, confira o jogo, o servidor e o ID do jogador. Mostramos o apelido desse ID. Uma recarga entregue ao ID informado não pode ser passada para outra conta."
        },
        {
          "heading": "Preços e pagamento",
          "body": "Os preços estão na moeda da sua região, com todas as taxas. Você paga o valor mostrado na confirmação do pedido. Um pedido não pago a tempo é fechado automaticamente."
        },
        {
          "heading": "Entrega",
          "body": "Começamos a recarga assim que o pagamento é confirmado. O prazo de entrega está na página do produto; o andamento aparece em «Meus pedidos»."
        },
        {
          "heading": "Reembolsos",
          "body": "Se a recarga falhar, devolvemos todo o valor pago automaticamente. Uma recarga entregue não pode ser devolvida: o jogo já a creditou. Casos duvidosos são resolvidos pelo suporte."
        },
        {
          "heading": "Saldo e cupons",
          "body": "O saldo e os cupons só podem ser usados na loja e não são trocados por dinheiro. Os cupons têm validade e condições, indicadas em cada cupom."
        },
        {
          "heading": "Jogo limpo",
          "body": "Não é permitido pagar com cartões ou contas de terceiros nem revender recargas. Cancelamos esses pedidos e podemos fechar a conta."
        },
        {
          "heading": "Seus dados",
          "body": "Guardamos seu e-mail, pedidos e pagamentos para cumprir os pedidos e pelo tempo que a lei exige. Não vendemos seus dados."
        },
        {
          "heading": "Mudanças e contato",
          "body": "Podemos atualizar estes termos; aos novos pedidos vale a versão desta página. Dúvidas: fale com o suporte."
        }
      ]
    },
    "help": {
      "title": "Ajuda",
      "intro": "Respostas às dúvidas mais comuns sobre compra e entrega.",
      "updated": "",
      "sections": [
        {
          "heading": "Quando a recarga chega?",
          "body": "O prazo de entrega está na página do produto e conta a partir da confirmação do pagamento. Acompanhe o pedido em «Meus pedidos»."
        },
        {
          "heading": "Onde encontro meu ID de jogador?",
          "body": "No jogo, abra seu perfil (em geral o avatar num canto da tela): o ID é o número ao lado do apelido. Copie-o inteiro. Na confirmação mostramos o apelido desse ID para você conferir antes de pagar."
        },
        {
          "heading": "Digitei o ID errado",
          "body": "Se o pedido ainda não foi entregue, fale logo com o suporte informando o número do pedido. Uma recarga entregue não pode ser passada para outra conta."
        },
        {
          "heading": "Como recebo meu dinheiro de volta?",
          "body": "Se a recarga falhar, todo o valor é devolvido automaticamente e o pedido fica como «Reembolsado». Uma recarga entregue não pode ser devolvida."
        },
        {
          "heading": "Como pago?",
          "body": "Na confirmação aparecem as formas de pagamento da sua região e quanto tempo cada uma leva para confirmar. Se o pagamento falhou, pague o pedido de novo em «Meus pedidos»."
        }
      ]
    },
    "delivery": {
      "title": "Prazos de entrega",
      "intro": "As recargas chegam em 0 a 15 minutos após a confirmação do pagamento; o convite de um amigo promete 10 minutos.",
      "updated": "",
      "sections": [
        {
          "heading": "Como entregamos",
          "body": "Assim que o pagamento é confirmado, o pedido vai para o jogo automaticamente.\n\n- A maioria das recargas chega em poucos minutos.\n- Se o jogo demorar, o pedido fica **em andamento**.\n- Se a entrega falhar, o valor total é reembolsado automaticamente."
        }
      ]
    },
    "contact": {
      "title": "Fale conosco",
      "intro": "O suporte responde todos os dias.",
      "updated": "",
      "sections": [
        {
          "heading": "Como falar conosco",
          "body": "Abra a página de Suporte e escolha o canal que preferir.\n\nInforme o **número do pedido** para respondermos mais rápido."
        }
      ]
    }
  },
  "me": ENGLISH
};
