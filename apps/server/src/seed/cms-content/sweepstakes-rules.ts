import { AMOE_SC_AMOUNT_MINOR } from '@casino/contracts';
import {
  AGE_21_STATE_NAMES,
  EXCLUDED_STATE_NAMES,
  OPERATOR,
  addressHtml,
} from '#src/seed/cms-content/legal-constants';

export const sweepstakesRulesHtml = `
<h1>Sweepstakes Rules</h1>
<p><em>Effective ${OPERATOR.effectiveDate}</em></p>
<p><strong>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE OR PAYMENT OF ANY KIND WILL NOT INCREASE YOUR CHANCES OF WINNING. VOID WHERE PROHIBITED BY LAW, INCLUDING IN THE EXCLUDED TERRITORIES LISTED BELOW.</strong></p>
<p>These Sweepstakes Rules (the "Rules") govern the sweepstakes promotions offered on ${OPERATOR.brand} (the "Sweepstakes"). They form part of the <a href="/pages/terms-of-service">Terms of Service</a>. Capitalised words not defined here have the meaning given in the Terms of Service.</p>

<h2>1. Sponsor</h2>
<p>The Sweepstakes are sponsored by ${OPERATOR.legalName} (the "Sponsor").</p>
${addressHtml(OPERATOR.mailingAddress)}

<h2>2. Eligibility</h2>
<ul>
<li>The Sweepstakes are open only to legal residents of the United States who are at least 18 years old, or at least 21 years old if they reside in ${AGE_21_STATE_NAMES}, and of the age of majority where they live, and who hold a verified ${OPERATOR.brand} account.</li>
<li>Residents of ${EXCLUDED_STATE_NAMES}, and of any other place where the Sweepstakes are prohibited by law (the "Excluded Territories"), may not take part, and Sweeps Coins may not be obtained, played or redeemed while located there.</li>
<li>Employees, officers and directors of the Sponsor, its affiliates, game suppliers and payment processors, and members of their immediate families and households, are not eligible.</li>
<li>One account per person and per household address. Entries and prizes obtained through a second account are void.</li>
</ul>

<h2>3. Sweeps Coins</h2>
<p>Participation is through Sweeps Coins ("SC"). Sweeps Coins:</p>
<ul>
<li><strong>cannot be purchased</strong> and are never sold: they are obtained only free of charge by the methods in section 4;</li>
<li><strong>have no cash value</strong> and cannot be exchanged for money, transferred between accounts, sold or gifted, unless and until they are won through gameplay and redeemed for a prize under section 7;</li>
<li>are tracked separately as bonus SC (received free through promotions and with purchases), and won SC (the result of playing SC in games). Only won SC that have met the playthrough in section 6 are eligible for redemption;</li>
<li>may be forfeited if the account has had no sign-in for 90 consecutive days, after a reminder e-mail at least 14 days before.</li>
</ul>

<h2>4. How to get Sweeps Coins free of charge</h2>
<p>You can obtain Sweeps Coins in any of these ways. Every method gives entries of equal standing: Sweeps Coins obtained by mail are played and redeemed exactly like Sweeps Coins obtained any other way.</p>
<ol>
<li><strong>Free alternative method of entry by mail</strong> (section 5).</li>
<li><strong>Daily bonus and promotions:</strong> the daily login bonus, missions, tournaments, social media giveaways and other promotions may award Sweeps Coins as described in each promotion.</li>
<li><strong>Bonus with a Gold Coin purchase:</strong> some Gold Coin packages come with free bonus Sweeps Coins. You are buying Gold Coins only; the bonus Sweeps Coins are free. Buying Gold Coins is never necessary to obtain Sweeps Coins.</li>
</ol>

<h2>5. Free alternative method of entry (mail-in request)</h2>
<p>To receive free Sweeps Coins by mail:</p>
<ol>
<li>Sign in and open <strong>Account</strong>, then <strong>Free Sweeps Coins by mail</strong>, to see your personal request code (for example CC-7K2M-Q9XD). Getting the code is free and needs no purchase.</li>
<li>Hand-write, on a plain white 4" x 6" card, all of the following: your full name as registered on your account; your residential address; the e-mail address registered to your ${OPERATOR.brand} account; your request code; your date of birth; and this statement, in your own handwriting: <em>"I wish to receive Sweeps Coins to participate in the sweepstakes promotions offered by ${OPERATOR.brand}. By submitting this request, I declare that I have read, understood and agree to be bound by the ${OPERATOR.brand} Terms of Service and Sweepstakes Rules."</em></li>
<li>Place the card in a stamped envelope, hand-write your name and return address on it, and mail it to:</li>
</ol>
${addressHtml(OPERATOR.amoeAddress)}
<p><strong>What a request grants:</strong> each valid request is credited with <strong>${(AMOE_SC_AMOUNT_MINOR / 100).toFixed(2)} Sweeps Coins</strong> as bonus SC to the account whose request code and e-mail address are on the card, usually within 10 business days of receipt.</p>
<p><strong>Limits:</strong> one card per envelope; each envelope must be mailed separately and must contain one request for one account. Requests must be hand-written by the account holder; photocopies, printed or mechanically reproduced cards, and requests sent by courier, e-mail or through third parties are not accepted. A maximum of one request per account is credited per calendar day (Coordinated Universal Time, UTC, counted from the day the request is received). The Sponsor may verify that requests come from the account holder.</p>
<p>Requests that are incomplete, illegible, late, damaged, postage due, from an Excluded Territory, or that do not follow these Rules are void and will not be returned. The Sponsor is not responsible for lost, late or misdirected mail. Proof of mailing is not proof of receipt.</p>

<h2>6. Playing Sweeps Coins</h2>
<p>Sweeps Coins are played in the same games as Gold Coins. Each game shows its rules, return to player, hit rate and maximum win in its information screen; the odds are the same whichever way you obtained your Sweeps Coins. Every outcome is decided by our server's certified random number generator and can be checked with our fairness verifier.</p>
<p><strong>Playthrough:</strong> Sweeps Coins must be played at least once (a 1x playthrough) before any resulting winnings become eligible for redemption. Sweeps Coins received from any source are played before winnings, so only Sweeps Coins won through gameplay can be redeemed.</p>

<h2>7. Redeeming prizes</h2>
<ul>
<li>Eligible Sweeps Coins may be redeemed for prizes at the rate of <strong>1 Sweeps Coin = US$1.00</strong> of prize value.</li>
<li>The <strong>minimum redemption</strong> is <strong>100 Sweeps Coins</strong> for a cash prize paid to a verified bank account or e-wallet.</li>
<li>Residents of Florida may redeem at most 5,000 Sweeps Coins (US$5,000 of prize value) in a single redemption.</li>
<li>Before the first redemption you must complete identity verification (name, date of birth, address, and a government-issued photo ID), and the account details must match. Redemptions are paid only to the verified account holder, where possible by the same method used for purchases.</li>
<li>The redemption tracker in your account shows each stage: requested, under review, approved, paid. We aim to review requests within 2 business days; payment times depend on the method chosen. You may cancel a request while it is still under review.</li>
<li>Prizes are not transferable. No substitution except by the Sponsor, who may substitute a prize of equal or greater value.</li>
<li>Winners are responsible for all taxes. The Sponsor will request a completed form W-9 and issue an IRS form 1099-MISC to any winner whose redeemed prizes total US$600 or more in a calendar year.</li>
</ul>

<h2>8. Conduct and disqualification</h2>
<p>The Sponsor may void Sweeps Coins and prizes, and disqualify any participant, who breaches these Rules or the Terms of Service, opens more than one account, uses automated means, tampers with the Sweepstakes, provides false information, or acts fraudulently. Prizes obtained through a game malfunction are void.</p>

<h2>9. General</h2>
<p>The Sweepstakes are governed by the laws of the State of Texas and subject to all applicable federal, state and local laws. The Sponsor may suspend, modify or end the Sweepstakes if fraud, technical failure or any other cause beyond its control affects their integrity, and in that case will honour eligible Sweeps Coins held at that time. Disputes are resolved as set out in the Terms of Service.</p>
<p>For the names of major prize winners (where the law requires publication) or a copy of these Rules, write to the Sponsor at the address in section 1.</p>
`;
