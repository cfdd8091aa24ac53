import type { TSandboxContext } from '#src/context';
import { addSeconds } from '#src/lib/clock';
import { SandboxError, notFound } from '#src/lib/errors';
import { newId, newToken } from '#src/lib/ids';
import type { TMerchant } from '#src/options';
import {
  effectiveStatus,
  type TCustomer,
  type TCustomerToken,
  type TOrder,
  type TPaymentHandle,
} from '#src/providers/card/card.model';

/**
 * Customers and their saved cards: a saved card is a MULTI_USE payment handle made from a
 * single-use one, living `savedCardTtlSeconds`; a single-use customer token lets the browser
 * pay with one of them.
 */
export function createCardCustomerService(context: TSandboxContext) {
  const customers = context.store.collection<TCustomer>('card-customers');
  const handles = context.store.collection<TPaymentHandle>('card-handles');
  const orders = context.store.collection<TOrder>('card-orders');
  const customerTokens = context.store.collection<TCustomerToken>('card-customer-tokens');
  const { clock } = context;

  async function getCustomer(merchant: TMerchant, id: string): Promise<TCustomer> {
    const customer = await customers.get(id);
    if (!customer || customer.merchantId !== merchant.id) throw notFound(`No customer ${id}`);
    return customer;
  }

  async function savedCards(merchant: TMerchant, customerId: string): Promise<TPaymentHandle[]> {
    const found = await handles.list(
      (handle) =>
        handle.merchantId === merchant.id &&
        handle.customerId === customerId &&
        handle.usage === 'MULTI_USE',
    );
    return found
      .filter((handle) => effectiveStatus(handle, clock) === 'PAYABLE')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  return {
    getCustomer,
    savedCards,

    async exists(merchant: TMerchant, id: string): Promise<boolean> {
      const customer = await customers.get(id);
      return customer?.merchantId === merchant.id;
    },

    /** One customer per merchantCustomerId: asking again answers the same customer. */
    async createCustomer(
      merchant: TMerchant,
      body: {
        merchantCustomerId: string;
        firstName?: string | undefined;
        lastName?: string | undefined;
        email?: string | undefined;
      },
    ): Promise<{ customer: TCustomer; isNew: boolean }> {
      const existing = await customers.find(
        (customer) =>
          customer.merchantId === merchant.id &&
          customer.merchantCustomerId === body.merchantCustomerId,
      );
      if (existing) return { customer: existing, isNew: false };
      const customer: TCustomer = {
        id: newId('cus'),
        merchantId: merchant.id,
        merchantCustomerId: body.merchantCustomerId,
        ...(body.firstName ? { firstName: body.firstName } : {}),
        ...(body.lastName ? { lastName: body.lastName } : {}),
        ...(body.email ? { email: body.email } : {}),
        createdAt: clock.now().toISOString(),
      };
      await customers.insert(customer);
      return { customer, isNew: true };
    },

    /**
     * Saves the card behind a single-use handle that was tokenised (and possibly paid) for this
     * customer. Saving the same card again answers the saved one.
     */
    async saveCard(
      merchant: TMerchant,
      customerId: string,
      paymentHandleTokenFrom: string,
    ): Promise<{ handle: TPaymentHandle; isNew: boolean }> {
      await getCustomer(merchant, customerId);
      const source = await handles.find(
        (handle) =>
          handle.merchantId === merchant.id &&
          handle.usage === 'SINGLE_USE' &&
          handle.paymentHandleToken === paymentHandleTokenFrom,
      );
      if (!source)
        throw notFound(
          'paymentHandleTokenFrom is not a single-use payment handle of this merchant',
        );
      const status = effectiveStatus(source, clock);
      if (status !== 'PAYABLE' && status !== 'COMPLETED') {
        throw new SandboxError(
          'PaymentHandleNotPayableError',
          `A ${status} payment handle cannot be saved`,
          409,
          {
            details: { status },
          },
        );
      }
      const order = source.orderId ? await orders.get(source.orderId) : undefined;
      if (order?.customerId && order.customerId !== customerId) {
        throw new SandboxError(
          'CustomerMismatchError',
          'The card was tokenised for another customer',
          400,
        );
      }
      const same = (await savedCards(merchant, customerId)).find(
        (handle) =>
          handle.card.cardBin === source.card.cardBin &&
          handle.card.lastDigits === source.card.lastDigits &&
          handle.card.cardExpiry.month === source.card.cardExpiry.month &&
          handle.card.cardExpiry.year === source.card.cardExpiry.year,
      );
      if (same) return { handle: same, isNew: false };
      const saved: TPaymentHandle = {
        id: newId('ph'),
        merchantId: merchant.id,
        paymentHandleToken: newToken('MUtok'),
        usage: 'MULTI_USE',
        status: 'PAYABLE',
        customerId,
        scenario: source.scenario,
        card: source.card,
        hasCvv: false,
        ...(source.cvvCheck ? { cvvCheck: { ...source.cvvCheck, failuresInRow: 0 } } : {}),
        ...(source.billingDetails ? { billingDetails: source.billingDetails } : {}),
        returnLinks: [],
        createdAt: clock.now().toISOString(),
        expiresAt: addSeconds(clock, context.options.savedCardTtlSeconds),
      };
      await handles.insert(saved);
      return { handle: saved, isNew: true };
    },

    async deleteSavedCard(
      merchant: TMerchant,
      customerId: string,
      paymentHandleId: string,
    ): Promise<void> {
      const handle = await handles.get(paymentHandleId);
      const isTheirs =
        handle?.merchantId === merchant.id &&
        handle.customerId === customerId &&
        handle.usage === 'MULTI_USE';
      if (!isTheirs) throw notFound(`No saved card ${paymentHandleId} for customer ${customerId}`);
      await handles.delete(paymentHandleId);
    },

    /** A short-lived token the browser presents to pay with one of the customer's saved cards. */
    async createCustomerToken(merchant: TMerchant, customerId: string) {
      await getCustomer(merchant, customerId);
      const token: TCustomerToken = {
        id: newId('sct'),
        merchantId: merchant.id,
        customerId,
        singleUseCustomerToken: newToken('SUCtok'),
        createdAt: clock.now().toISOString(),
        expiresAt: addSeconds(clock, context.options.singleUseHandleTtlSeconds),
      };
      await customerTokens.insert(token);
      return { token, cards: await savedCards(merchant, customerId) };
    },
  };
}

export type TCardCustomerService = ReturnType<typeof createCardCustomerService>;
