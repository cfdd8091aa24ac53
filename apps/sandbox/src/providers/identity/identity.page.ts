import type { FastifyReply } from 'fastify';
import { html, inlineJson } from '#src/lib/html';
import type { TMerchant } from '#src/options';
import { sendPage } from '#src/pages/layout';
import {
  COUNTRIES,
  LEVELS,
  REJECT_LABELS,
  type TStepDefinition,
} from '#src/providers/identity/identity.levels';
import type { TApplicant } from '#src/providers/identity/identity.model';
import { ACCEPTED_TYPES } from '#src/providers/identity/document-files';
import { IDENTITY_PAGE_SCRIPT } from '#src/providers/identity/identity.script';

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / 1024 / 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function stepSection(step: TStepDefinition, maxLabel: string) {
  const id = step.idDocSetType;
  return html`<section data-section="${id}" hidden>
    <h2 tabindex="-1">${step.title}</h2>
    <p class="muted">${step.description}</p>
    <form data-upload="${id}">
      <label for="type-${id}">Document type</label>
      <select id="type-${id}" name="idDocType">
        ${step.types.map((type) => html`<option value="${type.value}">${type.label}</option>`)}
      </select>
      <label for="country-${id}">Issuing country</label>
      <select id="country-${id}" name="country">
        ${COUNTRIES.map((country) => html`<option value="${country.value}">${country.label}</option>`)}
      </select>
      <label for="file-${id}">File</label>
      <input
        id="file-${id}"
        name="file"
        type="file"
        accept="${ACCEPTED_TYPES.join(',')}"
        required
      />
      <p class="hint">JPEG, PNG or PDF, up to ${maxLabel}.</p>
      <button class="primary" type="submit">Upload and continue</button>
    </form>
  </section>`;
}

/** The verification page the casino frames: one section per step, then the review. */
export function sendIdentityPage(
  reply: FastifyReply,
  options: {
    merchant: TMerchant;
    applicant: TApplicant;
    accessToken: string;
    parentOrigin?: string;
    maxBytes: number;
  },
): FastifyReply {
  const steps: readonly TStepDefinition[] = LEVELS[options.applicant.levelName];
  const maxLabel = megabytes(options.maxBytes);
  const config = {
    accessToken: options.accessToken,
    parentOrigin: options.parentOrigin ?? null,
    maxBytes: options.maxBytes,
    maxLabel,
    pollMs: 1000,
  };
  return sendPage(reply, {
    title: 'Identity verification',
    provider: 'Identity check',
    frameAncestors: options.merchant.allowedOrigins,
    script: IDENTITY_PAGE_SCRIPT,
    body: html`<div class="card">
        <h1>Verify your identity</h1>
        <ol class="steps" aria-label="Progress">
          ${steps.map((step, index) => html`<li data-progress="${step.idDocSetType}">${index + 1}. ${step.title}</li>`)}
          <li data-progress="REVIEW">${steps.length + 1}. Review</li>
        </ol>
        <p class="notice error" id="error" role="alert" hidden></p>
        ${steps.map((step) => stepSection(step, maxLabel))}
        <section data-section="REVIEW" hidden>
          <h2 tabindex="-1">Submit for review</h2>
          <p>Your documents are uploaded. Submit them for review.</p>
          <form id="submit-form">
            <fieldset>
              <legend class="label">Sandbox review outcome</legend>
              <label class="choice"
                ><input type="radio" name="reviewAnswer" value="GREEN" checked /> GREEN:
                approve</label
              >
              <label class="choice"
                ><input type="radio" name="reviewAnswer" value="RED" /> RED: reject</label
              >
            </fieldset>
            <div id="red-options" hidden>
              <label for="rejectLabel">RED reason</label>
              <select id="rejectLabel" name="rejectLabel">
                ${REJECT_LABELS.map((label) => html`<option value="${label}">${label}</option>`)}
              </select>
              <label for="reviewRejectType">Rejection type</label>
              <select id="reviewRejectType" name="reviewRejectType">
                <option value="RETRY">RETRY: may upload again</option>
                <option value="FINAL">FINAL</option>
              </select>
            </div>
            <button class="primary" type="submit">Submit</button>
          </form>
        </section>
        <section data-section="PENDING" hidden>
          <h2 tabindex="-1">Under review</h2>
          <p class="notice info" role="status">
            We are checking your documents. This page updates by itself.
          </p>
        </section>
        <section data-section="GREEN" hidden>
          <h2 tabindex="-1">Verification complete</h2>
          <p class="notice ok" role="status">Your identity is verified (GREEN).</p>
        </section>
        <section data-section="RED" hidden>
          <h2 tabindex="-1">Verification declined</h2>
          <p class="notice error" role="status">RED: <span id="red-labels"></span></p>
          <p id="red-comment"></p>
          <button class="secondary" type="button" id="retry" hidden>Try again</button>
        </section>
      </div>
      <script type="application/json" id="identity-config">
        ${inlineJson(config)}
      </script>`,
  });
}
