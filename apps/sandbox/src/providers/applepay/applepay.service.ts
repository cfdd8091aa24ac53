import { randomBytes } from 'node:crypto';
import type { TSandboxContext } from '#src/context';
import { addSeconds, secondsUntil } from '#src/lib/clock';
import { SandboxError, conflict } from '#src/lib/errors';
import type { TMerchant } from '#src/options';
import type { TApplePayPaymentBody } from '#src/providers/applepay/applepay.schemas';
import type { TMaskedCard } from '#src/providers/card/card.model';
import type { TPaymentSource } from '#src/providers/card/card-payments.service';
import { CARD_TYPES, brandOf, passesLuhn } from '#src/providers/card/card-validation';
import { scenarioOf, type TCardScenario } from '#src/providers/card/test-cards';
import type { TRecord } from '#src/store/store';

/** Session version and networks of the spec (section 4); Apple Pay payments settle in USD. */
export const APPLE_PAY_CONFIG = {
  version: 10,
  supportedNetworks: ['visa', 'masterCard'],
  merchantCapabilities: ['supports3DS'],
  countryCode: 'US',
  currencyCode: 'USD',
  /** What the stand-in sheet passes as validationURL (Apple's sandbox gateway). */
  validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
} as const;

/** Apple's merchant-validation gateways (production, China, pods and the sandbox "cert" ones). */
const APPLE_GATEWAY_HOST = /^(cn-)?apple-pay-gateway(-cert|-[a-z]{2}-pod\d+)?\.apple\.com$/;

interface TMerchantSession extends TRecord {
  domainName: string;
  displayName: string;
  expiresAt: string;
}

interface TApplePayTokenRecord extends TRecord {
  data: string;
  merchantSessionIdentifier: string;
  scenario: TCardScenario;
  card: TMaskedCard;
  network: 'Visa' | 'MasterCard';
  isUsed: boolean;
  expiresAt: string;
}

const NETWORKS = { visa: 'Visa', mastercard: 'MasterCard' } as const;

/**
 * Merchant validation (the merchant session Safari needs to show the sheet), a stand-in for the
 * sheet that issues a payment token for a test card, and the spending of that token.
 */
export function createApplePayService(context: TSandboxContext) {
  const sessions = context.store.collection<TMerchantSession>('applepay-sessions');
  const tokens = context.store.collection<TApplePayTokenRecord>('applepay-tokens');
  const { clock } = context;

  return {
    async validateMerchant(
      merchant: TMerchant,
      body: { validationURL: string; domainName: string; displayName?: string | undefined },
    ) {
      const url = new URL(body.validationURL);
      if (url.protocol !== 'https:' || !APPLE_GATEWAY_HOST.test(url.hostname)) {
        throw new SandboxError(
          'InvalidValidationUrlError',
          'validationURL is not an Apple Pay gateway address',
          400,
        );
      }
      const domains = merchant.allowedOrigins.map((origin) => new URL(origin).hostname);
      if (!domains.includes(body.domainName)) {
        throw new SandboxError(
          'DomainNotRegisteredError',
          `Domain ${body.domainName} is not registered for this merchant`,
          400,
          {
            details: { registeredDomains: domains },
          },
        );
      }
      const now = clock.now();
      const session: TMerchantSession = {
        id: randomBytes(16).toString('hex').toUpperCase(),
        merchantId: merchant.id,
        domainName: body.domainName,
        displayName: body.displayName ?? merchant.displayName,
        expiresAt: addSeconds(clock, 300),
      };
      await sessions.insert(session);
      return {
        epochTimestamp: now.getTime(),
        expiresAt: Date.parse(session.expiresAt),
        merchantSessionIdentifier: session.id,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: `merchant.sandbox.${merchant.id}`,
        domainName: session.domainName,
        displayName: session.displayName,
        signature: randomBytes(64).toString('base64'),
        retries: 0,
      };
    },

    /** What Safari's sheet would answer once the player authorises with Touch ID / Face ID. */
    async issueTestToken(
      merchant: TMerchant,
      body: { merchantSessionIdentifier: string; cardNum: string },
    ) {
      const session = await sessions.get(body.merchantSessionIdentifier);
      if (
        !session ||
        session.merchantId !== merchant.id ||
        secondsUntil(clock, session.expiresAt) === 0
      ) {
        throw new SandboxError(
          'MerchantSessionInvalidError',
          'Unknown or expired merchantSessionIdentifier',
          400,
        );
      }
      const brand = brandOf(body.cardNum);
      if (!brand || !passesLuhn(body.cardNum)) {
        throw new SandboxError('CardValidationError', 'Not a valid card number', 400, {
          code: '5068',
        });
      }
      if (brand !== 'visa' && brand !== 'mastercard') {
        throw new SandboxError(
          'UnsupportedNetworkError',
          'Apple Pay here takes Visa and MasterCard only',
          400,
        );
      }
      const now = clock.now();
      const record: TApplePayTokenRecord = {
        id: randomBytes(32).toString('hex'),
        merchantId: merchant.id,
        data: randomBytes(96).toString('base64'),
        merchantSessionIdentifier: session.id,
        scenario: scenarioOf(body.cardNum),
        card: {
          brand,
          cardType: CARD_TYPES[brand],
          cardBin: body.cardNum.slice(0, 6),
          lastDigits: body.cardNum.slice(-4),
          cardExpiry: { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() + 3 },
          holderName: 'Apple Pay',
        },
        network: NETWORKS[brand],
        isUsed: false,
        expiresAt: addSeconds(clock, 300),
      };
      await tokens.insert(record);
      return {
        paymentData: {
          version: 'EC_v1',
          data: record.data,
          signature: randomBytes(48).toString('base64'),
          header: {
            ephemeralPublicKey: randomBytes(65).toString('base64'),
            publicKeyHash: randomBytes(32).toString('base64'),
            transactionId: record.id,
          },
        },
        paymentMethod: {
          displayName: `${record.network} ${record.card.lastDigits}`,
          network: record.network,
          type: 'debit',
        },
        transactionIdentifier: record.id.toUpperCase(),
      };
    },

    /** Spends a token once; the cryptogram stands for 3DS, so no challenge follows. */
    async spendToken(
      merchant: TMerchant,
      token: TApplePayPaymentBody['applePayToken'],
    ): Promise<TPaymentSource> {
      const record = await tokens.get(token.paymentData.header.transactionId);
      if (!record || record.merchantId !== merchant.id || record.data !== token.paymentData.data) {
        throw new SandboxError(
          'ApplePayTokenInvalidError',
          'The Apple Pay token was not issued for this merchant',
          400,
        );
      }
      if (secondsUntil(clock, record.expiresAt) === 0) {
        throw new SandboxError('ApplePayTokenInvalidError', 'The Apple Pay token has expired', 400);
      }
      const spent = await tokens.update(record.id, (current) => {
        if (current.isUsed) throw conflict('The Apple Pay token was already used');
        return { ...current, isUsed: true };
      });
      const scenario =
        spent.scenario === 'challenge' || spent.scenario === 'challengeFail'
          ? 'approve'
          : spent.scenario;
      return {
        paymentType: 'APPLEPAY',
        card: spent.card,
        scenario,
        hasCvv: true,
        threeDs: { status: 'Y', eci: '05' },
      };
    },
  };
}

export type TApplePayService = ReturnType<typeof createApplePayService>;
