import type { TMail } from '#src/modules/mail/mail.service';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, intro: string, label: string, url: string): TMail {
  const safeUrl = escapeHtml(url);
  return {
    to,
    subject,
    text: `${intro}\n\n${label}: ${url}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${safeUrl}">${escapeHtml(label)}</a></p><p>If you did not ask for this, ignore this mail.</p>`,
  };
}

export function verificationMail(to: string, url: string): TMail {
  return linkMail(
    to,
    'Verify your email for Crown Casino',
    'Welcome to Crown Casino! Confirm your email address to finish creating your account.',
    'Verify email',
    url,
  );
}

export function passwordResetMail(to: string, url: string): TMail {
  return linkMail(
    to,
    'Reset your Crown Casino password',
    'We received a request to reset your password. The link is valid for one hour.',
    'Reset password',
    url,
  );
}

/** Sent instead of a second account, so sign-up never reveals which addresses exist. */
export function existingAccountMail(to: string, url: string): TMail {
  return linkMail(
    to,
    'You already have a Crown Casino account',
    'Someone tried to create an account with this address, which already has one. You can log in, or reset your password.',
    'Log in',
    url,
  );
}
