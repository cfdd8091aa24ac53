import '@testing-library/jest-dom/vitest';

// jsdom has no AnimationEvent, and React, finding none, listens for the WebKit-prefixed
// animation events instead: components' onAnimationEnd would never hear testing-library's
// `animationend`. Browsers have had the unprefixed event for a decade.
if (typeof window !== 'undefined' && !('AnimationEvent' in window)) {
  class AnimationEvent extends Event {
    readonly animationName: string;
    readonly elapsedTime: number;
    readonly pseudoElement: string;
    constructor(type: string, init: AnimationEventInit = {}) {
      super(type, init);
      this.animationName = init.animationName ?? '';
      this.elapsedTime = init.elapsedTime ?? 0;
      this.pseudoElement = init.pseudoElement ?? '';
    }
  }
  Object.defineProperty(window, 'AnimationEvent', { value: AnimationEvent, configurable: true });
}
