import { describe, expect, it } from 'vitest';
import { groupCardNumber, readCard } from '#src/card-form';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('readCard', () => {
  it('accepts a valid card and strips the spaces', () => {
    expect(
      readCard(
        { cardNum: '4111 1111 1111 1111', expiry: '12/29', cvv: '123', holderName: 'Ada Player' },
        NOW,
      ),
    ).toEqual({
      card: {
        cardNum: '4111111111111111',
        month: 12,
        year: 2029,
        cvv: '123',
        holderName: 'Ada Player',
      },
    });
  });

  it('names each wrong field', () => {
    const result = readCard(
      { cardNum: '4111 1111 1111 1112', expiry: '10/26', cvv: '12', holderName: ' ' },
      NOW,
    );
    expect(result).toEqual({
      errors: {
        cardNum: 'Enter a valid card number.',
        expiry: 'This card has expired.',
        cvv: 'Enter the 3 or 4 digit security code.',
        holderName: 'Enter the name on the card.',
      },
    });
  });

  it('keeps a card valid to the end of its month', () => {
    expect(
      readCard({ cardNum: '4111111111111111', expiry: '11/26', cvv: '123', holderName: 'Al' }, NOW),
    ).toHaveProperty('card');
  });
});

describe('groupCardNumber', () => {
  it('groups digits in fours and drops anything else', () => {
    expect(groupCardNumber('4000-0000 0000a3220')).toBe('4000 0000 0000 3220');
  });
});
