import {
  AGE_21_STATE_NAMES,
  EXCLUDED_STATE_NAMES,
  OPERATOR,
  addressHtml,
} from '#src/seed/cms-content/legal-constants';

export const termsOfServiceHtml = `
<h1>Terms of Service</h1>
<p><em>Effective ${OPERATOR.effectiveDate}</em></p>
<p>These Terms of Service (the "Terms") are a binding agreement between you and ${OPERATOR.legalName} ("${OPERATOR.brand}", "we", "us" or "our"), the operator of the ${OPERATOR.brand} social casino website and its related services (together, the "Platform"). By creating an account, or by using the Platform in any way, you confirm that you have read, understood and accept these Terms, our <a href="/pages/privacy-policy">Privacy Policy</a>, our <a href="/pages/sweepstakes-rules">Sweepstakes Rules</a> and our <a href="/pages/responsible-gaming">Responsible Social Gameplay Policy</a>, each of which forms part of these Terms. If you do not agree, do not use the Platform.</p>
<p><strong>IMPORTANT: SECTION 17 CONTAINS A BINDING ARBITRATION AGREEMENT AND A CLASS ACTION WAIVER THAT AFFECT HOW DISPUTES BETWEEN YOU AND US ARE RESOLVED.</strong></p>

<h2>1. What ${OPERATOR.brand} is</h2>
<p>${OPERATOR.brand} is a free-to-play social casino for entertainment. It is not a gambling site: no purchase or payment is needed to play, and you cannot wager or win real money with Gold Coins. Games are played with two virtual currencies:</p>
<ul>
<li><strong>Gold Coins</strong> ("GC", shown on screen as CC or Crown Coins) are a play currency for entertainment only. Gold Coins have no monetary value, cannot be redeemed for prizes or exchanged for cash, and can be obtained free of charge through bonuses and promotions or purchased in coin packages.</li>
<li><strong>Sweeps Coins</strong> ("SC") are sweepstakes entries used to take part in the sweepstakes promotions described in the <a href="/pages/sweepstakes-rules">Sweepstakes Rules</a>. Sweeps Coins cannot be purchased. They are given free of charge as a bonus with some Gold Coin packages, through promotions and through the free alternative method of entry by mail. Sweeps Coins have no cash value until they are won through gameplay and redeemed for a prize under the Sweepstakes Rules.</li>
</ul>
<p>NO PURCHASE IS NECESSARY TO PLAY OR TO WIN. A PURCHASE DOES NOT INCREASE YOUR CHANCES OF WINNING.</p>

<h2>2. Who may use the Platform</h2>
<p>To open an account and use the Platform you must:</p>
<ul>
<li>be at least 18 years old, or 21 years old if you live in ${AGE_21_STATE_NAMES}, and of the age of majority where you live;</li>
<li>be a resident of the United States, physically located in a state or territory where the Platform is offered;</li>
<li>not be a resident of, or located in, ${EXCLUDED_STATE_NAMES} (the "Excluded Territories"), nor in any other place where taking part in social casino or sweepstakes games is unlawful;</li>
<li>not be an employee, officer or director of ${OPERATOR.legalName}, its affiliates or its suppliers, nor a member of their immediate family or household;</li>
<li>not be self-excluded from the Platform or from gambling under any program we are told about, and not have had an account closed by us before.</li>
</ul>
<p>We may update the list of Excluded Territories at any time when the law changes. We use the location of your device and the address on your account to enforce these rules. Using a VPN, proxy or other tool to hide your location is a breach of these Terms.</p>

<h2>3. Your account</h2>
<p>You may hold one account only. Register it in your own name with true, accurate and current details, and keep them up to date. You are responsible for keeping your password secret and for everything done through your account. Tell us at once at <a href="mailto:${OPERATOR.supportEmail}">${OPERATOR.supportEmail}</a> if you believe someone else has used it.</p>
<p>Accounts are personal and may not be sold, transferred, shared or used on behalf of anyone else. If we find more than one account belonging to the same person, household, device or payment method, we may close the extra accounts and void Sweeps Coins and prizes obtained through them.</p>
<p>Before you redeem a prize, and at any other time the law or our anti-fraud duties require, we will ask you to verify your identity, age, address and, where relevant, ownership of your payment method ("KYC"). We may suspend gameplay and redemptions until verification is complete.</p>

<h2>4. Gold Coins and purchases</h2>
<p>You may buy Gold Coin packages from the store. Prices are shown in US dollars before you confirm. Each purchase is a purchase of Gold Coins only; any Sweeps Coins shown with a package are a free bonus given with it, under the Sweepstakes Rules. All purchases are final. Gold Coins are a limited licence to use a feature of the Platform; they are not your property, have no value outside the Platform and expire when your account is closed.</p>
<p>You must be the authorised holder of any payment method you use. Chargebacks or reversals of a purchase that was authorised by you are a breach of these Terms: we may suspend the account, deduct the coins concerned and recover our costs. We may set daily, weekly and monthly purchase limits.</p>

<h2>5. Sweeps Coins and prizes</h2>
<p>Sweeps Coins are governed by the <a href="/pages/sweepstakes-rules">Sweepstakes Rules</a>, which set out how they are obtained free of charge, how they are played, the one-time playthrough required before Sweeps Coins won through gameplay become eligible for redemption, the minimum redemption amounts and how prizes are paid. If these Terms and the Sweepstakes Rules conflict on a sweepstakes matter, the Sweepstakes Rules prevail.</p>

<h2>6. Games and fairness</h2>
<p>Every game outcome is decided by our server using a certified cryptographic random number generator. Games show their return to player, hit rate and maximum win in their information screen, and each round can be checked with our public fairness verifier. Game animations only display an outcome that has already been decided. If a game malfunctions, the outcome recorded on our server is final; a malfunction voids all affected plays and payouts, and we will restore an interrupted round when you return to the game.</p>

<h2>7. Bonuses and promotions</h2>
<p>Daily bonuses, missions, tournaments, coin-back, loyalty rewards and other promotions are offered at our discretion and each has the terms shown with it. Bonuses have no cash value. We may change, suspend or end any promotion, subject to honouring rewards already earned under its terms.</p>

<h2>8. Acceptable use</h2>
<p>You agree not to:</p>
<ul>
<li>use bots, scripts, automated play, or any software that interferes with the Platform or gives you an unfair advantage;</li>
<li>exploit bugs, errors or game malfunctions, and you agree to report any you find;</li>
<li>collude with other players, or transfer or attempt to transfer coins between accounts;</li>
<li>use the Platform for money laundering, fraud or any other unlawful purpose;</li>
<li>harass, abuse or threaten other players or our staff;</li>
<li>copy, reverse engineer, or scrape the Platform or its content.</li>
</ul>
<p>If you breach these Terms we may warn you, void coins or prizes obtained through the breach, suspend or close your account, and report unlawful conduct to the authorities.</p>

<h2>9. Responsible social gameplay</h2>
<p>Play for fun, within limits you can afford. You may take a break for 1, 7 or 30 days, or self-exclude for 180 days, 365 days or indefinitely, from My Account or by writing to support. During a break or exclusion you cannot sign in, purchase or play, and we will not send you marketing. See our <a href="/pages/responsible-gaming">Responsible Social Gameplay Policy</a>.</p>

<h2>10. Account closure</h2>
<p>You may close your account at any time by contacting support. Before closing, you may redeem any Sweeps Coins that are eligible for redemption under the Sweepstakes Rules. We may close or suspend your account if you breach these Terms, if the law requires it, or if the account has been inactive for more than 12 months. When we close an account for a reason other than your breach, we will let you redeem eligible Sweeps Coins first.</p>

<h2>11. Intellectual property</h2>
<p>The Platform, its games, artwork, text, software and trade marks belong to ${OPERATOR.legalName} or its licensors. We grant you a personal, revocable, non-transferable licence to use the Platform for your own entertainment under these Terms.</p>

<h2>12. Privacy</h2>
<p>We handle your personal information as described in our <a href="/pages/privacy-policy">Privacy Policy</a>.</p>

<h2>13. Changes to the Platform and to these Terms</h2>
<p>We may change the Platform at any time. We may change these Terms by publishing a new version with a new effective date; for material changes we will ask you to accept the new Terms the next time you sign in. If you do not accept them, you may stop using the Platform and redeem eligible Sweeps Coins.</p>

<h2>14. Disclaimers</h2>
<p>THE PLATFORM IS PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT THE LAW ALLOWS, WE DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT, AND WE DO NOT PROMISE THAT THE PLATFORM WILL BE UNINTERRUPTED OR ERROR-FREE.</p>

<h2>15. Limitation of liability</h2>
<p>TO THE FULLEST EXTENT THE LAW ALLOWS, ${OPERATOR.legalName.toUpperCase()} IS NOT LIABLE FOR INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, AND OUR TOTAL LIABILITY TO YOU FOR ANY CLAIM IS LIMITED TO THE AMOUNT YOU PAID US IN THE SIX MONTHS BEFORE THE CLAIM AROSE, OR US$100 IF GREATER. Nothing in these Terms limits liability that cannot be limited by law.</p>

<h2>16. Indemnity</h2>
<p>You agree to indemnify us against claims, losses and costs arising from your breach of these Terms or your misuse of the Platform.</p>

<h2>17. Disputes, arbitration and class action waiver</h2>
<p>Please contact support first: most concerns are resolved quickly. If a dispute is not resolved within 60 days, it will be settled by final and binding individual arbitration administered under the Consumer Arbitration Rules of the American Arbitration Association, held remotely or in Travis County, Texas. You and we each waive the right to a jury trial and to take part in a class, collective or representative action. You may opt out of this arbitration agreement by writing to the address below within 30 days of first accepting these Terms. Either party may bring an individual claim in small claims court instead.</p>

<h2>18. Governing law</h2>
<p>These Terms are governed by the laws of the State of Texas and the Federal Arbitration Act, without regard to conflict-of-law rules.</p>

<h2>19. Contact</h2>
<p>E-mail <a href="mailto:${OPERATOR.supportEmail}">${OPERATOR.supportEmail}</a>, or write to:</p>
${addressHtml(OPERATOR.mailingAddress)}
`;
