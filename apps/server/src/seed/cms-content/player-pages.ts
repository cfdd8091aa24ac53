import { OPERATOR, addressHtml } from '#src/seed/cms-content/legal-constants';

export const responsibleGamingHtml = `
<h1>Responsible Social Gameplay</h1>
<p>${OPERATOR.brand} is entertainment. Most players enjoy it as a pastime; for a few, play can stop being fun. These tools and tips help you stay in control.</p>
<h2>Tips</h2>
<ul>
<li>Set a budget for purchases before you play, and never buy coins with money you need for other things.</li>
<li>Treat Gold Coin purchases as the cost of entertainment, not a way to make money.</li>
<li>Take regular breaks, and do not play when you are upset, tired or under the influence.</li>
<li>Never chase losses.</li>
</ul>
<h2>Tools in your account</h2>
<ul>
<li><strong>Take a break:</strong> lock your account for 1, 7 or 30 days from My Account.</li>
<li><strong>Self-exclusion:</strong> close your account for 180 days, 365 days or indefinitely from My Account. It cannot be undone before its end date, and we stop all marketing to you.</li>
</ul>
<h2>Warning signs</h2>
<p>Spending more than you planned, hiding your play from others, borrowing to buy coins, or feeling anxious when you cannot play are signs to pause and seek help.</p>
<h2>Where to get help</h2>
<ul>
<li>National Council on Problem Gambling helpline: call or text <strong>1-800-GAMBLER</strong>, or chat at <a href="https://www.ncpgambling.org">ncpgambling.org</a>.</li>
<li>Gamblers Anonymous: <a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a>.</li>
<li>Parents can block gaming sites with device filters such as those built into phones and browsers.</li>
</ul>
<p>Our support team can also set up a break or self-exclusion for you: <a href="mailto:${OPERATOR.supportEmail}">${OPERATOR.supportEmail}</a>.</p>
`;

export const contactUsHtml = `
<h1>Contact Us</h1>
<p>Our support team is available every day from 8 am to midnight US Eastern time.</p>
<p>E-mail <a href="mailto:${OPERATOR.supportEmail}">${OPERATOR.supportEmail}</a>: we answer within 24 hours.</p>
<p>For free Sweeps Coins requests by mail, see section 5 of the <a href="/pages/sweepstakes-rules">Sweepstakes Rules</a>. Other mail:</p>
${addressHtml(OPERATOR.mailingAddress)}
`;

function footerHtml(isSignedIn: boolean): string {
  const accountLine = isSignedIn
    ? '<p>Take a break or self-exclude from My Account.</p>'
    : '<p>You must be 18 or older (21 or older in some states) to play. Void where prohibited.</p>';
  return `
<p><strong>NO PURCHASE NECESSARY.</strong> Sweeps Coins cannot be bought and have no cash value until won and redeemed. See the <a href="/pages/sweepstakes-rules">Sweepstakes Rules</a> for the free mail-in method of entry.</p>
${accountLine}
<p><small>${OPERATOR.brand} is a social casino operated by ${OPERATOR.legalName}, Austin, Texas. Play for fun. If you or someone you know has a gambling problem, call 1-800-GAMBLER.</small></p>
`;
}

export const guestFooterHtml = footerHtml(false);
export const playerFooterHtml = footerHtml(true);
