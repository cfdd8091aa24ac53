import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeroBanner } from '#src/features/banners/components/hero-banner';

const SERVED = {
  desktop: { imageUrl: '/d.svg', animationUrl: '/d-animated.svg' },
  mobile: { imageUrl: '/m.svg', animationUrl: '/m-animated.svg' },
  title: 'Welcome',
  subtitle: null,
};

function renderBanner() {
  return render(
    <HeroBanner
      fallback={{ desktop: '/house-d.webp', mobile: '/house-m.webp', alt: 'House' }}
      served={SERVED}
      isAnimationEnabled
    />,
  );
}

/** The motion layer appears once the page has settled (no idle callbacks here: next task). */
async function settled(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe('HeroBanner animation', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(cleanup);

  it('lays the served motion layer over the art twice, shown once it has loaded', async () => {
    const { container } = renderBanner();
    await settled();
    const motion = container.querySelector('.hero-banner__motion');
    expect(motion).toHaveAttribute('data-loaded', 'false');
    expect(motion).toHaveAttribute('aria-hidden', 'true');
    const glints = container.querySelectorAll('.hero-banner__glints');
    expect([...glints].map((image) => image.getAttribute('src'))).toEqual([
      '/m-animated.svg',
      '/m-animated.svg',
    ]);
    fireEvent.load(glints[0] as Element);
    expect(motion).toHaveAttribute('data-loaded', 'true');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
  });

  it('plays one show, then takes the motion layer away and leaves the still art', async () => {
    const { container } = renderBanner();
    await settled();
    const motion = container.querySelector('.hero-banner__motion') as Element;
    const glints = container.querySelectorAll('.hero-banner__glints');
    fireEvent.load(glints[0] as Element);
    // The glints' own twinkle ending bubbles up: it is not the end of the show.
    fireEvent.animationEnd(glints[1] as Element, { animationName: 'hero-twinkle-mirrored' });
    expect(container.querySelector('.hero-banner__motion')).toBe(motion);
    fireEvent.animationEnd(motion, { animationName: 'hero-motion-show' });
    expect(container.querySelector('.hero-banner__motion')).toBeNull();
    expect(container.querySelector('img[src="/m.svg"]')).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
  });

  it('leaves the still art in view when the motion layer fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderBanner();
    await settled();
    fireEvent.error(container.querySelector('.hero-banner__glints') as Element);
    expect(container.querySelector('.hero-banner__motion')).toBeNull();
    expect(container.querySelector('img[src="/m.svg"]')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Error loading images', '/m-animated.svg');
  });
});
