import { OPERATOR, addressHtml } from '#src/seed/cms-content/legal-constants';

export const privacyPolicyHtml = `
<h1>Privacy Policy</h1>
<p><em>Effective ${OPERATOR.effectiveDate}</em></p>
<p>This Privacy Policy explains how ${OPERATOR.legalName} ("${OPERATOR.brand}", "we", "us") collects, uses, shares and protects personal information when you use the ${OPERATOR.brand} website and services (the "Platform"), and the choices you have. It forms part of our <a href="/pages/terms-of-service">Terms of Service</a>.</p>

<h2>1. Information we collect</h2>
<h3>Information you give us</h3>
<ul>
<li><strong>Account details:</strong> e-mail address, password (stored only as a salted hash), and, when you sign in with a third-party provider, the identifier and e-mail address that provider shares with us.</li>
<li><strong>Profile and verification details:</strong> name, date of birth, residential address, phone number, and, for prize redemption, a government-issued ID, a selfie for liveness checks and documents proving address or payment method ownership.</li>
<li><strong>Purchase and redemption details:</strong> the packages you buy, amounts, dates, and a token that stands for your card or account. Full card numbers are handled by our payment processors and never stored by us.</li>
<li><strong>Communications:</strong> messages to support, mail-in Sweeps Coins requests, survey answers and your marketing choices.</li>
</ul>
<h3>Information collected automatically</h3>
<ul>
<li><strong>Device and connection data:</strong> IP address, approximate location derived from it (country and state, using GeoLite2 data created by MaxMind, available from <a href="https://www.maxmind.com">maxmind.com</a>), browser type, device type, language and time zone.</li>
<li><strong>Gameplay data:</strong> games played, bets, wins, balances, bonuses claimed and the provably fair records of each round.</li>
<li><strong>Usage data:</strong> pages viewed, features used and error reports, collected through first-party analytics.</li>
<li><strong>Cookies and local storage:</strong> a session cookie that keeps you signed in, and local storage for preferences such as sound and recently played games. We do not use third-party advertising cookies.</li>
</ul>

<h2>2. How we use information</h2>
<ul>
<li>to create and secure your account, and to provide the games, store, promotions and prize redemptions;</li>
<li>to verify your age, identity and location, and to keep the Platform closed to players in Excluded Territories and to self-excluded players;</li>
<li>to prevent, detect and investigate fraud, money laundering, cheating and multiple accounts;</li>
<li>to support responsible gameplay, including breaks and self-exclusion;</li>
<li>to answer your questions and send service messages (for example verification codes, purchase receipts and redemption updates);</li>
<li>with your consent, to send marketing by e-mail or text message and to tailor the offers you receive;</li>
<li>to improve and measure the Platform;</li>
<li>to comply with law, tax reporting and requests from authorities.</li>
</ul>

<h2>3. How we share information</h2>
<p>We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We share it only with:</p>
<ul>
<li><strong>service providers</strong> acting on our instructions: hosting, payment processing, identity verification, e-mail and SMS delivery, and customer support tools;</li>
<li><strong>authorities and advisers</strong> where the law requires it, to respond to lawful requests, or to protect the rights and safety of our players and our business;</li>
<li><strong>a successor</strong> if our business is sold or reorganised, under the same protections.</li>
</ul>

<h2>4. Marketing choices</h2>
<p>Marketing consents are optional and unchecked by default. You can change them at any time in your account, follow the unsubscribe link in any e-mail, or reply STOP to any text message. We keep a record of each consent you give or withdraw.</p>

<h2>5. Retention</h2>
<p>We keep account, transaction and verification records for as long as your account is open and then for five years, or longer where tax, anti-money-laundering or other laws require. Self-exclusion records are kept for the exclusion period and at least five years so that we can honour it.</p>

<h2>6. Security</h2>
<p>We protect information with encryption in transit, hashed passwords, access controls, audit logs and regular reviews. No system is perfectly secure; tell us at once if you suspect unauthorised access to your account.</p>

<h2>7. Your rights</h2>
<p>Depending on your state of residence (for example under the laws of California, Colorado, Connecticut, Texas or Virginia), you may have the right to know and access the personal information we hold about you, to correct it, to delete it, to receive a portable copy, and to opt out of targeted advertising and profiling. We will not discriminate against you for exercising these rights. Some information must be kept for legal reasons even after a deletion request. To make a request, e-mail <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a> from the address on your account; we will verify your identity and answer within 45 days. You may appeal a refusal by replying to our answer.</p>

<h2>8. Children</h2>
<p>The Platform is not directed to anyone under 18 and we do not knowingly collect information from children. We close accounts we find to belong to a minor and delete their information.</p>

<h2>9. Changes</h2>
<p>We will post any change to this Privacy Policy here with a new effective date, and tell you by e-mail or on the Platform about material changes.</p>

<h2>10. Contact</h2>
<p>E-mail <a href="mailto:${OPERATOR.privacyEmail}">${OPERATOR.privacyEmail}</a> or write to:</p>
${addressHtml(OPERATOR.mailingAddress)}
`;
