/** Opens support: the contact form of the operator (a mail link until a help desk is wired). */
export const SUPPORT_EMAIL = 'support@crowncasino.example';

export function openSupport(): void {
  window.location.href = `mailto:${SUPPORT_EMAIL}`;
}

/** In-app browsers (Facebook, Instagram, TikTok…) block Google sign-in (§5). */
export function isInAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return /FBAN|FBAV|Instagram|Line\/|TikTok|Snapchat|; wv\)/i.test(userAgent);
}

/** Sign in with Apple only appears where the device supports it (Apple platforms). */
export function supportsAppleSignIn(userAgent: string = navigator.userAgent): boolean {
  return /Macintosh|iPhone|iPad|iPod/i.test(userAgent);
}
