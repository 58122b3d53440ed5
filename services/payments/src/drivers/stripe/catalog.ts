import Stripe from 'stripe';

/** The product every VIP subscription's monthly price belongs to; made on first use. */
export const VIP_PRODUCT_ID = 'boatcare_vip_membership';
/** The product every provider subscription's monthly price belongs to. */
export const PROVIDER_PRODUCT_ID = 'boatcare_provider_subscription';

/** Our products and promotion coupons at Stripe, each made once with a fixed id. */
export class StripeCatalog {
  private readonly stripe: Stripe;
  private readonly products = new Map<string, Promise<string>>();

  constructor(stripe: Stripe) {
    this.stripe = stripe;
  }

  /** A percent-off coupon for one of our promotion codes, made once with a fixed id. */
  async coupon(promotion: { code: string; percentOff: number }): Promise<string> {
    const couponId = `boatcare_${promotion.code.toLowerCase()}_${promotion.percentOff}`;
    try {
      return (await this.stripe.coupons.retrieve(couponId)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404)
        throw error;
      const coupon = await this.stripe.coupons.create(
        {
          id: couponId,
          percent_off: promotion.percentOff,
          duration: 'forever',
          name: promotion.code,
        },
        { idempotencyKey: `coupon:${couponId}` },
      );
      return coupon.id;
    }
  }

  /** The product of a purpose, made once with a fixed id so every price hangs on the same one. */
  product(purpose: 'vip' | 'provider'): Promise<string> {
    const productId = purpose === 'vip' ? VIP_PRODUCT_ID : PROVIDER_PRODUCT_ID;
    const name = purpose === 'vip' ? 'BoatCare VIP membership' : 'BoatCare provider subscription';
    const known = this.products.get(productId);
    if (known) return known;
    const ready = this.stripe.products.retrieve(productId).then(
      (product) => product.id,
      async (error: unknown) => {
        if (
          !(error instanceof Stripe.errors.StripeInvalidRequestError) ||
          error.statusCode !== 404
        ) {
          this.products.delete(productId);
          throw error;
        }
        const product = await this.stripe.products.create(
          { id: productId, name },
          { idempotencyKey: `product:${productId}` },
        );
        return product.id;
      },
    );
    this.products.set(productId, ready);
    return ready;
  }
}
