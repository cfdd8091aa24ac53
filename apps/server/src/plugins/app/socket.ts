import {
  playerRoom,
  SOCKET_CONNECT_ERRORS,
  SOCKET_PATH,
  WALLET_NAMESPACE,
  ZSocketHandshakeAuth,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TDomainEvents,
  type TSocketData,
} from '@casino/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Namespace } from 'socket.io';
import type { TOutbox } from '#src/db/outbox';
import type { TEventBus } from '#src/lib/event-bus';

export type TWalletNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  TSocketData
>;
type TSocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  TSocketData
>;

export interface TSocketPluginOptions {
  services: { events: TEventBus<TDomainEvents> } & {
    identity: { verifyIdToken(token: string): Promise<{ userId: string } | null> };
    /** The low-balance notice a connecting socket hears again (decision 234). */
    lowBalance: {
      pendingNotice(userId: string): Promise<TDomainEvents['balance.low'] | null>;
    };
  };
  /** Delivers the wallet push of a transfer no process pushed after its commit (decision 154). */
  outbox: Pick<TOutbox<TDomainEvents>, 'consume'>;
  publicUrl: string;
  redisUrl?: string | undefined;
  /** prevent_multisession_enable for this player. */
  isMultisessionGuardEnabled(userId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: TSocketServer;
  }
}

/** The outbox consumer that pushes each committed transfer's wallet state (decision 154). */
export const WALLET_PUSH_CONSUMER = 'wallet-push';
/** Transfer ids a process remembers having pushed: far more than its outbox ever holds at once. */
const PUSHED_MEMORY = 50_000;

/**
 * Browsers always send Origin on a websocket upgrade: it must be this site (the public URL or
 * the Host the request came to). Clients without one are not browsers, so a page on another
 * site cannot ride a player's credentials here; they still need a valid ID token.
 */
export function isAllowedOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

/** A low-balance notice as the low_balance push, and as balance_threshold when a refill is on. */
function emitLowBalance(
  target: Pick<TWalletNamespace, 'emit'>,
  event: TDomainEvents['balance.low'],
): void {
  const common = {
    roundId: event.roundId,
    coin: 'GC',
    balance: event.gcBalanceMinor,
    threshold: event.thresholdMinor,
  } as const;
  target.emit('low_balance', { ...common, prize: event.rewardMinor });
  if (event.rewardMinor > 0) {
    target.emit('balance_threshold', { ...common, thresholdPrize: event.rewardMinor });
  }
}

/**
 * socket.io on the app's HTTP server (fastify-socket.io supports Fastify 4 only), path
 * /api/socket, namespace /wallet, websocket transport only. The handshake carries the ID token:
 * each player's sockets join `player:<userId>`, and every committed wallet transfer is pushed
 * there, and so is a referral bonus a player earned. With REDIS_URL the Redis adapter carries room messages between server processes.
 */
export const socketPlugin = fp<TSocketPluginOptions>(
  async (app, options) => {
    const io: TSocketServer = new Server(app.server, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      allowRequest: (request, callback) => {
        const isAllowed = isAllowedOrigin(request, options.publicUrl);
        callback(isAllowed ? null : SOCKET_CONNECT_ERRORS.forbiddenOrigin, isAllowed);
      },
    });

    const redisClients: { quit(): Promise<unknown> }[] = [];
    if (options.redisUrl) {
      const publisher = createClient({ url: options.redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) {
        client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (socket)'));
      }
      await Promise.all([publisher.connect(), subscriber.connect()]);
      io.adapter(createAdapter(publisher, subscriber));
      redisClients.push(publisher, subscriber);
    }

    const wallet: TWalletNamespace = io.of(WALLET_NAMESPACE);
    wallet.use((socket, next) => {
      const auth = ZSocketHandshakeAuth.safeParse(socket.handshake.auth);
      if (!auth.success) return next(new Error(SOCKET_CONNECT_ERRORS.unauthorized));
      options.services.identity.verifyIdToken(auth.data.token).then(
        (principal) => {
          if (!principal) return next(new Error(SOCKET_CONNECT_ERRORS.unauthorized));
          socket.data = {
            userId: principal.userId,
            pathname: auth.data.pathname,
            browserId: auth.data.browserId ?? null,
          };
          next();
        },
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });

    wallet.on('connection', (socket) => {
      const { userId, browserId } = socket.data;
      const logFailure = (error: unknown) =>
        app.log.error({ err: error }, 'socket connection setup');
      void (async () => {
        await socket.join(playerRoom(userId));
        // The low-balance notice this socket may have missed (decision 234), beside the guard.
        options.services.lowBalance.pendingNotice(userId).then((notice) => {
          if (notice) emitLowBalance(socket, notice);
        }, logFailure);
        if (!browserId || !(await options.isMultisessionGuardEnabled(userId))) return;
        // The newest tab of a browser wins; older ones on any server process are told and dropped.
        // An older socket whose own check finishes late must not drop a newer one: only sockets
        // whose handshake came first (the id breaks a tie within a millisecond) are dropped.
        const others = await wallet.in(playerRoom(userId)).fetchSockets();
        const isOlder = (other: (typeof others)[number]) =>
          other.handshake.issued < socket.handshake.issued ||
          (other.handshake.issued === socket.handshake.issued && other.id < socket.id);
        for (const other of others) {
          if (other.data.browserId !== browserId || !isOlder(other)) continue;
          other.emit('disconnect_multiple_sessions', { reason: 'multisession' });
          other.disconnect(true);
        }
      })().catch(logFailure);
    });

    const pushWallet = (event: TDomainEvents['wallet.changed'], isReplayed: boolean) => {
      wallet.to(playerRoom(event.userId)).emit('wallet', {
        type: 'wallet',
        state: event.state,
        transferId: event.transferId,
        code: event.code,
        roundId: event.roundId,
        ...(isReplayed ? { replayed: true } : {}),
      });
    };
    // The fast path: this process pushes right after its commit and remembers the transfer, so
    // the durable delivery of that transfer's outbox row here sends nothing a second time.
    const pushedHere = new Set<string>();
    const unsubscribe = options.services.events.on('wallet.changed', (event) => {
      pushWallet(event, false);
      pushedHere.add(event.transferId);
      if (pushedHere.size > PUSHED_MEMORY) {
        pushedHere.delete(pushedHere.values().next().value ?? '');
      }
    });
    // The durable path: a transfer committed by a process that died before its push, or pushed
    // by another process (clients skip transfer ids they have seen). It gathers its events
    // (decision 231): the push a player waits for went out from memory at the commit.
    options.outbox.consume(
      WALLET_PUSH_CONSUMER,
      'wallet.changed',
      async (event, { eventKey }) => {
        if (pushedHere.delete(eventKey)) return;
        pushWallet(event, true);
      },
      { isGathering: true },
    );

    const unsubscribeLowBalance = options.services.events.on('balance.low', (event) =>
      emitLowBalance(wallet.to(playerRoom(event.userId)), event),
    );
    const unsubscribeReferral = options.services.events.on('referral.bonus_earned', (event) => {
      wallet.to(playerRoom(event.userId)).emit('referral_bonus', {
        type: 'referral_bonus',
        bonusId: event.bonusId,
        gcAmount: event.gcAmount,
        scAmount: event.scAmount,
      });
    });

    const unsubscribeKycRequested = options.services.events.on('kyc.requested', (event) => {
      wallet.to(playerRoom(event.userId)).emit('force_kyc', {
        type: 'force_kyc',
        kycStatus: 'REQUESTED',
        trigger: event.trigger,
      });
    });
    const unsubscribeKycChanged = options.services.events.on('kyc.changed', (event) => {
      wallet.to(playerRoom(event.userId)).emit('kyc_status', {
        type: 'kyc_status',
        kycStatus: event.kycStatus,
        reviewAnswer: event.reviewAnswer,
      });
    });

    const unsubscribeRedemption = options.services.events.on('redemption.changed', (event) => {
      wallet.to(playerRoom(event.userId)).emit('redeem_transaction', {
        type: 'redeem_transaction',
        withdrawRequestId: event.withdrawRequestId,
        status: event.status,
      });
    });

    const unsubscribePurchase = options.services.events.on('purchase.result', (event) => {
      wallet.to(playerRoom(event.userId)).emit('payment_result', {
        type: 'payment_result',
        transactionId: event.merchantRefNum,
        paymentMethod: event.provider,
        status: event.status,
        packageId: event.packageId,
        price: event.amountMinor,
        gcAmount: event.gcAmountMinor,
        scAmount: event.scAmountMinor,
      });
    });

    const unsubscribeBankAccount = options.services.events.on('bank.account-linked', (event) => {
      wallet.to(playerRoom(event.userId)).emit('bank_account_result', {
        type: 'bank_account_result',
        transactionType: event.transactionType,
        bankAccounts: [
          {
            uniqueUpoId: event.uniqueUpoId,
            bankName: event.bankName,
            accountNumberLast4: event.accountNumberLast4,
          },
        ],
      });
    });

    const unsubscribePoc = options.services.events.on('poc.changed', (event) => {
      const type = `poc_${event.kind}` as const;
      wallet.to(playerRoom(event.userId)).emit(type, {
        type,
        pocSessionId: event.pocSessionId,
        cardNumberEnding: event.cardNumberEnding,
        attemptNumber: event.attemptNumber,
        failureType: event.failureType,
        redemptionRequestId: event.redemptionRequestId,
      });
    });

    // Event triggers (decision 213): events the server opened for a player, a rolling offer's
    // step taken (to the player's sockets), and an AFTER_LOGIN trigger an operator started (to
    // every online player: each client reads its events after its own random delay).
    const unsubscribeEventTriggers = [
      options.services.events.on('event_trigger.received', (event) => {
        wallet
          .to(playerRoom(event.userId))
          .emit('events_received', { type: 'events_received', events: event.events });
      }),
      options.services.events.on('event_trigger.package_claimed', ({ userId, ...claimed }) => {
        wallet.to(playerRoom(userId)).emit('claim_package', { type: 'claim_package', ...claimed });
      }),
      options.services.events.on('event_trigger.started', (event) => {
        wallet.emit('event_started', {
          type: 'event_started',
          eventTriggerId: event.eventTriggerId,
        });
      }),
    ];
    // Quests (decision 217): the player's quest moved; raised by its outbox consumer.
    const unsubscribeQuests = options.services.events.on(
      'quest.updated',
      ({ userId, ...update }) => {
        wallet.to(playerRoom(userId)).emit('quest_update', { type: 'quest_update', ...update });
      },
    );

    app.decorate('io', io);
    // Open websockets would keep the HTTP server from closing: drop them first.
    app.addHook('preClose', async () => {
      unsubscribe();
      unsubscribeLowBalance();
      unsubscribeReferral();
      unsubscribeKycRequested();
      unsubscribeKycChanged();
      unsubscribeRedemption();
      unsubscribePurchase();
      unsubscribeBankAccount();
      unsubscribePoc();
      for (const stop of unsubscribeEventTriggers) stop();
      unsubscribeQuests();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    });
  },
  { name: 'socket' },
);
