/** A marketing consent answer chosen on the privacy step, sent with the sign-up. */
export interface TConsentChoice {
  marketingConsentId: number;
  isAccepted: boolean;
}

/** What 'Check your email' needs: the ticket to watch, and the credentials to log in after. */
export interface TPendingVerification {
  ticket: string;
  email: string;
  password: string;
  resendAvailableInSeconds: number;
  devOutboxUrl?: string | undefined;
}
