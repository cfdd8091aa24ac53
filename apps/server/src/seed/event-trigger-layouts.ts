import type { TEventLayout, TEventLayoutElement } from '@casino/contracts';

const STYLE = { fontSize: 20 } as const;

/** Gift: the amount, the countdown, a Claim button and the close icon over the gift image. */
export const GIFT_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 10,
      top: 64,
      width: 80,
      height: 10,
      style: { fontSize: 30, color: '#FFD966' },
    },
    {
      type: 'TIMER',
      left: 30,
      top: 75,
      width: 40,
      height: 5,
      style: { fontSize: 16, color: '#B9B3E0' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 83,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'CLAIM',
      btnType: 'main',
    },
  ],
};

/** Message: the text is in the image; one button acknowledges it. */
export const MESSAGE_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 80,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'GOT IT!',
      btnType: 'light',
    },
  ],
};

/** Offer: the package image drawn over the coins, the price on a button that opens the store. */
export const OFFER_LAYOUT: TEventLayout = {
  version: 2,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'DYNAMIC_IMAGE_1',
      left: 38,
      top: 52,
      width: 24,
      height: 12,
      style: STYLE,
      imageUrl: '/images/daily-bonus/chest.svg',
    },
    {
      type: 'REWARD',
      left: 10,
      top: 67,
      width: 80,
      height: 8,
      style: { fontSize: 26, color: '#5BE39A' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 82,
      width: 60,
      height: 9,
      style: { fontSize: 22 },
      text: 'GET OFFER',
      btnType: 'orange',
    },
  ],
};

/**
 * Rolling offer: the offer's close icon, reward and button without its image; the client draws
 * the steps' progress where the image was (decision 214).
 */
export const ROLLING_OFFER_LAYOUT: TEventLayout = {
  version: 1,
  attributes: OFFER_LAYOUT.attributes,
  elements: OFFER_LAYOUT.elements.flatMap(
    (element): Exclude<TEventLayoutElement, { type: 'DYNAMIC_IMAGE_1' }>[] => {
      if (element.type === 'DYNAMIC_IMAGE_1') return [];
      if (element.type === 'REWARD') return [{ ...element, top: 62 }];
      if (element.type === 'ACTION_BTN') return [{ ...element, text: 'COLLECT' }];
      return [element];
    },
  ),
};

/** Wheel: the wheel is drawn by the client in the middle; the prize shows once spun. */
export const WHEEL_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 10,
      top: 72,
      width: 80,
      height: 8,
      style: { fontSize: 26, color: '#FFD966' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 83,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'SPIN',
      btnType: 'main',
    },
  ],
};

/**
 * 2-3-offer (decision 215): the image is the popup's header, with its close icon; the client
 * sets the two or three packages side by side below it, each with a button of the ACTION_BTN's
 * text and look and the package's price (the element's box is not used).
 */
export const TWO_THREE_OFFER_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 720, imageHeight: 300 },
  elements: [
    { type: 'CLOSE', left: 90, top: 3, width: 8, height: 19, style: STYLE },
    {
      type: 'ACTION_BTN',
      left: 0,
      top: 80,
      width: 100,
      height: 20,
      style: { fontSize: 18 },
      text: 'BUY',
      btnType: 'orange',
    },
  ],
};

/** The Gold Wheel: the wheel's layout with a smaller REWARD line, which first says what buys the spin. */
export const GOLD_WHEEL_LAYOUT: TEventLayout = {
  ...WHEEL_LAYOUT,
  elements: WHEEL_LAYOUT.elements.map((element) =>
    element.type === 'REWARD' ? { ...element, style: { ...element.style, fontSize: 17 } } : element,
  ),
};

/** Coin-back booster: the points and hours in the REWARD place, a button that starts it. */
export const BOOSTER_LAYOUT: TEventLayout = {
  version: 1,
  attributes: { imageWidth: 600, imageHeight: 800 },
  elements: [
    { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
    {
      type: 'REWARD',
      left: 8,
      top: 62,
      width: 84,
      height: 9,
      style: { fontSize: 24, color: '#5BE39A' },
    },
    {
      type: 'ACTION_BTN',
      left: 20,
      top: 82,
      width: 60,
      height: 9,
      style: { fontSize: 24 },
      text: 'ACTIVATE',
      btnType: 'main',
    },
  ],
};

/** Quest: the final reward and its countdown over the map; the button opens the quest dialog. */
export const QUEST_LAYOUT: TEventLayout = {
  ...GIFT_LAYOUT,
  elements: GIFT_LAYOUT.elements.map((element) =>
    element.type === 'ACTION_BTN' ? { ...element, text: 'VIEW QUEST' } : element,
  ),
};
