import { createHash } from 'node:crypto';
import { PAYMENT_RULES, PRODUCT_NAME, SANDBOX_CARDS } from '@app/shared';
import { contentSecurityPolicy } from '#src/platform/http/security-headers';
import type { SandboxCheckoutSessionRow } from '#src/platform/database/schema';
import { formatAmount } from './payments.presenter';
import { spacedCard, type SandboxView } from './sandbox-checkout.service';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Self-contained: no external fonts, scripts or images, so it works offline and leaks nothing. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fb}
main{max-width:960px;margin:0 auto;padding:32px 16px;display:grid;gap:32px;grid-template-columns:1fr}
@media(min-width:800px){main{grid-template-columns:1fr 1fr;padding-top:72px}}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#8a4b00;background:#ffe9c7;border-radius:4px;padding:2px 8px}
.merchant{font-weight:600;color:#4f566b;margin:12px 0 4px}
.amount{font-size:36px;font-weight:700;margin:0}
.description{color:#4f566b;margin:4px 0 0}
.panel{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08);padding:24px}
h1{font-size:20px;margin:0 0 16px}
label{display:block;font-size:14px;font-weight:600;color:#30313d;margin:16px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9ced8;border-radius:6px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#2f6fed;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#2459c9}button[disabled]{opacity:.6;cursor:progress}
.cancel{display:block;text-align:center;margin-top:16px;color:#2f6fed}
.error{color:#b42318;background:#fef3f2;border:1px solid #fecdca;border-radius:6px;padding:10px 12px;margin:16px 0 0}
.error:empty{display:none}
.hint{font-size:14px;color:#4f566b;background:#f1f4f9;border-radius:6px;padding:10px 12px;margin:0 0 8px}
.button-link{display:inline-block;margin-top:16px;padding:10px 16px;color:#fff;background:#2f6fed;border-radius:6px;text-decoration:none;font-weight:600}
`;

/** Card formatting as the user types, and the Pay call; same-origin fetch sends Origin, so CSRF passes. */
const SCRIPT = `
const form = document.getElementById('pay-form');
const error = document.getElementById('pay-error');
const button = document.getElementById('pay-button');
const number = document.getElementById('card-number');
const expiry = document.getElementById('card-expiry');
number.addEventListener('input', () => {
  number.value = number.value.replace(/\\D/g, '').slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
});
expiry.addEventListener('input', () => {
  const d = expiry.value.replace(/\\D/g, '').slice(0, 4);
  expiry.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
});
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  button.disabled = true;
  button.textContent = 'Processing…';
  const data = new FormData(form);
  try {
    const response = await fetch(form.dataset.payUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(data.entries())),
    });
    const body = await response.json().catch(() => ({}));
    if (response.ok && body.redirect_url) { window.location.assign(body.redirect_url); return; }
    if (response.status === 410) { window.location.reload(); return; }
    const detail = Array.isArray(body.detail) ? body.detail.map((d) => d.msg).join(' ') : body.detail;
    error.textContent = detail || 'The payment could not be processed. Please try again.';
  } catch {
    error.textContent = 'Network error. Please try again.';
  }
  button.disabled = false;
  button.textContent = form.dataset.payLabel;
  error.focus();
});
`;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's policy: its one inline style and one inline script are allowed by their hashes, so
 * the policy is fixed (no per-response nonce) and any other inline code, injected or not, is refused.
 */
export const SANDBOX_CHECKOUT_CSP = contentSecurityPolicy({
  scriptHashes: [sha256Source(SCRIPT)],
  styleHashes: [sha256Source(STYLE)],
});

function layout(title: string, session: SandboxCheckoutSessionRow | null, panel: string): string {
  const summary = session
    ? `<p class="merchant">${escapeHtml(PRODUCT_NAME)}</p>
       <p class="amount">${escapeHtml(formatAmount(session.amountCents, session.currency))}</p>
       <p class="description">${escapeHtml(session.description)}</p>`
    : `<p class="merchant">${escapeHtml(PRODUCT_NAME)}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sandbox checkout</title><style>${STYLE}</style></head>
<body><main><section aria-label="Order summary"><span class="badge">Sandbox · test mode</span>${summary}</section>
<section class="panel">${panel}</section></main></body></html>`;
}

function openPanel(session: SandboxCheckoutSessionRow): string {
  const payLabel = `Pay ${formatAmount(session.amountCents, session.currency)}`;
  return `<h1>Pay with card</h1>
<p class="hint">Test cards: ${spacedCard(SANDBOX_CARDS.paid)} pays, ${spacedCard(SANDBOX_CARDS.declined)} is declined. Any future expiry and any CVC.</p>
<form id="pay-form" novalidate data-pay-url="/api/sandbox-checkout/${escapeHtml(session.id)}/pay" data-pay-label="${escapeHtml(payLabel)}">
<label for="cardholder-name">Cardholder name</label>
<input id="cardholder-name" name="cardholder_name" autocomplete="cc-name" required>
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required></div></div>
<p id="pay-error" class="error" role="alert" tabindex="-1"></p>
<button id="pay-button" type="submit">${escapeHtml(payLabel)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel and return to ${escapeHtml(PRODUCT_NAME)}</a>
<script>${SCRIPT}</script>`;
}

export function renderSandboxCheckout(view: SandboxView): string {
  switch (view.kind) {
    case 'open':
      return layout('Checkout', view.session, openPanel(view.session));
    case 'complete':
      return layout(
        'Payment complete',
        view.session,
        `<h1>This payment is complete</h1><p>Thank you. Your payment has been received.</p>
<a class="button-link" href="${escapeHtml(view.successUrl)}">Continue</a>`,
      );
    case 'expired':
      return layout(
        'Session expired',
        view.session,
        `<h1>This checkout session has expired</h1>
<p>Checkout sessions are open for ${PAYMENT_RULES.checkoutLifetimeMinutes} minutes. Nothing was charged. Go back and start the payment again.</p>
<a class="button-link" href="${escapeHtml(view.session.cancelUrl)}">Return to ${escapeHtml(PRODUCT_NAME)}</a>`,
      );
  }
}

export function renderSandboxNotFound(homeUrl: string): string {
  return layout(
    'Not found',
    null,
    `<h1>Checkout session not found</h1><p>This payment link is not valid.</p>
<a class="button-link" href="${escapeHtml(homeUrl)}">Go to ${escapeHtml(PRODUCT_NAME)}</a>`,
  );
}
