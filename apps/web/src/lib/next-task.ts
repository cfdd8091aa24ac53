/**
 * Resolves in a task of its own: after the current task and its microtasks, before timers
 * (a MessageChannel message, as React's scheduler yields).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
