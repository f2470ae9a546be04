/**
 * Applies one stored provider event when it concerns this applier's payments: true when it did
 * (or had already), false when the event's payment is none of its own.
 */
export type PaymentEventApplier = (provider: string, eventId: string) => Promise<boolean>;

/**
 * Orders and top-ups take payments through the same providers and webhooks; each stored event is
 * handed to the area whose payment it is. When none knows it, the payment may not have its
 * provider reference yet (its pay call is finishing): the job fails and its retry finds it.
 */
export class PaymentEventRouter {
  private readonly appliers: PaymentEventApplier[] = [];

  add(applier: PaymentEventApplier): void {
    this.appliers.push(applier);
  }

  async apply(provider: string, eventId: string): Promise<void> {
    for (const applier of this.appliers) if (await applier(provider, eventId)) return;
    throw new Error(`no payment of event ${provider}/${eventId} yet`);
  }
}
