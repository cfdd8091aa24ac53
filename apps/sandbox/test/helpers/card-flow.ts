import { read } from '#test/helpers/read';
import type { TRunningSandbox } from '#test/helpers/sandbox';

let sequence = 0;

export function nextRef(prefix = 'order'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}-${Date.now()}`;
}

export const VALID_EXPIRY = { month: 12, year: new Date().getUTCFullYear() + 3 };

/** Opens an order and tokenises `cardNum` for it, as the casino server and payments page would. */
export async function tokenise(
  sandbox: TRunningSandbox,
  cardNum: string,
  options: {
    amount?: number;
    cvv?: string | null;
    customerId?: string;
    returnLinks?: unknown[];
  } = {},
) {
  const merchantRefNum = nextRef();
  const amount = options.amount ?? 1999;
  const orderResponse = await sandbox.api('/card/v1/orders', {
    body: {
      merchantRefNum,
      amount,
      currencyCode: 'USD',
      ...(options.customerId ? { customerId: options.customerId } : {}),
    },
  });
  const order = await read(orderResponse.clone());
  const handleResponse = await sandbox.browser('/card/v1/paymenthandles', {
    body: {
      sessionToken: order.sessionToken,
      card: {
        cardNum,
        cardExpiry: VALID_EXPIRY,
        ...(options.cvv === null
          ? {}
          : { cvv: options.cvv ?? (cardNum.startsWith('3') ? '1234' : '123') }),
        holderName: 'Test Player',
      },
      billingDetails: {
        street: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        country: 'US',
        zip: '07101',
      },
      ...(options.returnLinks ? { returnLinks: options.returnLinks } : {}),
    },
  });
  return {
    merchantRefNum,
    amount,
    order,
    orderResponse,
    handleResponse,
    handle: await read(handleResponse.clone()),
  };
}

export async function pay(
  sandbox: TRunningSandbox,
  merchantRefNum: string,
  amount: number,
  paymentHandleToken: string,
) {
  return sandbox.api('/card/v1/payments', {
    body: { merchantRefNum, amount, currencyCode: 'USD', paymentHandleToken },
  });
}
