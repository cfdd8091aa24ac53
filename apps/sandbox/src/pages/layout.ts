import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { html, SafeHtml } from '#src/lib/html';

/** Plain, legible and phone-first: these pages are shown inside the casino's frames. */
const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
.sandbox-bar{background:repeating-linear-gradient(45deg,#facc15 0 14px,#fde047 14px 28px);color:#111827;text-align:center;font-weight:700;letter-spacing:.08em;padding:6px 12px;font-size:13px;border-bottom:2px solid #111827}
.sandbox-bar span{background:#111827;color:#fde047;padding:1px 8px;border-radius:4px;margin-right:6px}
main{max-width:520px;margin:0 auto;padding:16px}
.card{background:#fff;border:1px solid #d1d5db;border-radius:12px;padding:20px;margin-bottom:16px}
.provider{font-size:13px;color:#4b5563;text-transform:uppercase;letter-spacing:.06em;margin:0 0 4px}
h1{font-size:22px;line-height:1.25;margin:0 0 12px}
h2{font-size:17px;margin:0 0 8px}
h2[tabindex]:focus{outline:none}
p{margin:0 0 12px}
.muted{color:#4b5563;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 16px}
dt{color:#4b5563}
dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:0 0 6px}
select,input[type=text],input[type=email],input[type=password]{width:100%;min-height:44px;padding:8px 10px;font:inherit;border:1px solid #9ca3af;border-radius:8px;background:#fff;margin-bottom:14px}
input[type=file]{width:100%;min-height:44px;padding:8px 0;font:inherit;margin-bottom:8px}
input[type=file]::file-selector-button{min-height:44px;padding:8px 14px;margin-right:12px;border:2px solid #1d4ed8;border-radius:10px;background:#fff;color:#1d4ed8;font:inherit;font-weight:600;cursor:pointer}
fieldset{border:0;padding:0;margin:0 0 8px}
.label{font-weight:600;margin:0 0 6px;padding:0}
.choice{display:flex;align-items:center;gap:10px;font-weight:400;min-height:44px;margin:0}
.choice input{width:20px;height:20px;margin:0}
.actions{display:grid;gap:10px}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 16px;font:inherit;font-weight:600;border-radius:10px;border:2px solid #1d4ed8;cursor:pointer;text-decoration:none;text-align:center}
button:focus-visible,.button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
.danger{background:#fff;color:#b91c1c;border-color:#b91c1c}
.neutral{background:#fff;color:#374151;border-color:#6b7280}
button[disabled]{opacity:.55;cursor:not-allowed}
.spaced{margin-top:12px}
.hint{font-size:13px;color:#4b5563;margin:-8px 0 14px}
.notice{padding:10px 12px;border-radius:8px;margin-bottom:14px;font-size:14px}
.notice.ok{background:#dcfce7;color:#14532d}
.notice.error{background:#fee2e2;color:#7f1d1d}
.notice.info{background:#dbeafe;color:#1e3a8a}
.steps{list-style:none;padding:0;margin:0 0 16px;display:flex;gap:8px;flex-wrap:wrap}
.steps li{font-size:13px;padding:4px 10px;border-radius:999px;background:#e5e7eb;color:#374151}
.steps li.current{background:#1d4ed8;color:#fff}
.steps li.done{background:#dcfce7;color:#14532d}
[hidden]{display:none!important}
@media (min-width:700px){main{padding:32px 16px}.actions.two{grid-template-columns:1fr 1fr}}
`;

export interface TPageOptions {
  title: string;
  /** Small line above the heading naming the simulated provider. */
  provider: string;
  body: SafeHtml;
  script?: string;
  /** Origins that may frame the page (the merchant's). */
  frameAncestors: string[];
  /** Where the page's forms may lead (the merchant's return address), besides the sandbox. */
  formTargets?: string[];
  statusCode?: number;
}

/**
 * Sends a hosted page with a strict policy: only its own nonce'd style and script run, it may be
 * framed only by the merchant's origins, and it sends no Referer (its address holds a token).
 */
export function sendPage(reply: FastifyReply, options: TPageOptions): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const policy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${(options.formTargets ?? []).join(' ')}`.trim(),
    `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`.trim(),
    "base-uri 'none'",
  ].join('; ');
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title} · SANDBOX</title>
        <style nonce="${nonce}">
          ${new SafeHtml(STYLES)}
        </style>
      </head>
      <body>
        <div class="sandbox-bar" role="note">
          <span>SANDBOX</span>Test provider · no real money or data
        </div>
        <main>
          <p class="provider">${options.provider}</p>
          ${options.body}
        </main>
        ${
          options.script
            ? html`<script nonce="${nonce}">
                ${scriptSource(options.script)};
              </script>`
            : ''
        }
      </body>
    </html>`;
  return reply
    .code(options.statusCode ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', policy)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(page.value);
}

/** Scripts are our own source text; `</` is broken up so nothing ends the element early. */
function scriptSource(source: string): SafeHtml {
  return new SafeHtml(source.replace(/<\//g, '<\\/'));
}
