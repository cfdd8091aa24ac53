import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * CMS HTML carries plain <a href="/pages/…"> links. Clicking one inside the container navigates
 * in the app instead of reloading the page; external and modified clicks behave as usual.
 */
export function useInternalLinkClick() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (
      !anchor ||
      !href ||
      !href.startsWith('/') ||
      href.startsWith('//') ||
      anchor.target === '_blank'
    )
      return;
    event.preventDefault();
    void navigate(href);
  };
}
