import type { AddressInfo } from 'node:net';
import type { TClock } from '#src/lib/clock';
import {
  freePort,
  SandboxStartError,
  startProviderSandbox,
  type TProviderSandbox,
} from '#test/helpers/provider-sandbox';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

export interface TAppWithSandbox {
  testApp: TTestApp;
  sandbox: TProviderSandbox;
  /** Stops the sandbox, then the app. */
  close(): Promise<void>;
}

/**
 * The real application listening on a free port, with the provider sandbox as its own process
 * beside it: the app's provider URLs point at the sandbox (`env` receives its URL), and the
 * sandbox sends its signed webhooks back to the app over HTTP.
 */
export async function startAppWithSandbox(options: {
  env: (sandboxUrl: string) => Record<string, string>;
  clock?: TClock;
  /** The sandbox's own settings; it may read the app's (its public URL, for example). */
  sandboxEnv?: (testApp: TTestApp) => Record<string, string>;
}): Promise<TAppWithSandbox> {
  // freePort() only proposes a port: another worker may take it before the sandbox binds it.
  // The sandbox then fails to start, and the pair starts again on another port.
  for (let attempt = 1; ; attempt += 1) {
    const sandboxPort = await freePort();
    const testApp = await createTestApp({
      env: options.env(`http://127.0.0.1:${sandboxPort}`),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const appPort = (testApp.app.server.address() as AddressInfo).port;
    let sandbox: TProviderSandbox;
    try {
      sandbox = await startProviderSandbox({
        port: sandboxPort,
        webhookBaseUrl: `http://127.0.0.1:${appPort}/api/webhooks`,
        ...(options.sandboxEnv ? { env: options.sandboxEnv(testApp) } : {}),
      });
    } catch (error) {
      await testApp.close();
      if (!(error instanceof SandboxStartError) || attempt === 3) throw error;
      continue;
    }
    return {
      testApp,
      sandbox,
      close: async () => {
        await sandbox.stop();
        await testApp.close();
      },
    };
  }
}
