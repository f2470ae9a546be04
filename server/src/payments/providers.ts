import type { PayWayCode } from '@topup/shared/contract';
import type { PaymentProvider } from './provider';

/** The provider of each pay way, and each provider by the name in its webhook URL. */
export class PaymentProviders {
  private readonly byPayWay = new Map<PayWayCode, PaymentProvider>();
  private readonly byName = new Map<string, PaymentProvider>();

  add(payWay: PayWayCode, provider: PaymentProvider): void {
    this.byPayWay.set(payWay, provider);
    this.byName.set(provider.name, provider);
  }

  forPayWay(payWay: PayWayCode): PaymentProvider | undefined {
    return this.byPayWay.get(payWay);
  }

  named(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }
}
