import type { TSmsRepository } from '#src/modules/sms/sms.repository';

/** A text-message provider; a live one (Twilio, Vonage…) plugs in by configuration. */
export interface TSmsProvider {
  send(message: { to: string; text: string }): Promise<void>;
}

/** The sandbox provider: messages land in the sms_outbox table, shown on the dev outbox page. */
export function createOutboxSmsProvider(repository: TSmsRepository): TSmsProvider {
  return {
    async send(message) {
      await repository.insert({ toNumber: message.to, text: message.text });
    },
  };
}

export function createSmsService(deps: { provider: TSmsProvider; repository: TSmsRepository }) {
  return {
    send: (message: { to: string; text: string }) => deps.provider.send(message),
    listOutbox: (options: { limit?: number; to?: string } = {}) =>
      deps.repository.listNewest(options.limit ?? 50, options.to),
  };
}
export type TSmsService = ReturnType<typeof createSmsService>;
