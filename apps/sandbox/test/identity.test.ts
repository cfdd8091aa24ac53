import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRef } from '#test/helpers/card-flow';
import { read } from '#test/helpers/read';
import {
  MERCHANT_ORIGIN,
  startSandboxWithReceiver,
  type TRunningSandbox,
} from '#test/helpers/sandbox';
import type { WebhookReceiver } from '#test/helpers/webhook-receiver';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

let sandbox: TRunningSandbox;
let receiver: WebhookReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ sandbox, receiver, close } = await startSandboxWithReceiver({
    timing: { identityReviewMs: 30 },
  }));
});

afterAll(() => close());

async function accessToken(levelName = 'basic-kyc-level') {
  const response = await sandbox.api('/identity/v1/access-tokens', {
    body: { externalUserId: nextRef('player'), levelName },
  });
  expect(response.status).toBe(201);
  return read(response);
}

function upload(
  token: string,
  file: { content: Buffer; type: string; name?: string },
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.content], { type: file.type }), file.name ?? 'document');
  return fetch(`${sandbox.url}/identity/sdk/v1/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const ID = { idDocSetType: 'IDENTITY', idDocType: 'PASSPORT', country: 'USA' };
const ADDRESS = { idDocSetType: 'PROOF_OF_RESIDENCE', idDocType: 'UTILITY_BILL', country: 'USA' };

function submit(token: string, sandboxReview: Record<string, unknown>) {
  return fetch(`${sandbox.url}/identity/sdk/v1/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sandboxReview }),
  });
}

async function uploadBoth(token: string) {
  expect(
    (await upload(token, { content: PNG, type: 'image/png', name: 'passport.png' }, ID)).status,
  ).toBe(201);
  expect(
    (await upload(token, { content: PDF, type: 'application/pdf', name: 'bill.pdf' }, ADDRESS))
      .status,
  ).toBe(201);
}

describe('identity verification', () => {
  it('serves the hosted page for the access token, framable only by the merchant', async () => {
    const token = await accessToken();
    expect(token.verificationUrl).toContain('/identity/verify?accessToken=');
    const page = await fetch(
      `${token.verificationUrl}&parentOrigin=${encodeURIComponent(MERCHANT_ORIGIN)}`,
    );
    expect(page.status).toBe(200);
    const text = await page.text();
    for (const part of [
      'SANDBOX',
      'Government-issued ID',
      'Proof of address',
      'GREEN',
      'RED reason',
      'onStepInitiated',
    ]) {
      expect(text).toContain(part);
    }
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${MERCHANT_ORIGIN}`,
    );
    const foreign = await fetch(
      `${token.verificationUrl}&parentOrigin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(foreign.status).toBe(403);
    expect((await fetch(`${sandbox.url}/identity/verify?accessToken=_act_nothing`)).status).toBe(
      401,
    );
  });

  it('walks both uploads, submits, and ends GREEN with applicant.pending then applicant.reviewed', async () => {
    const token = await accessToken();
    const early = await submit(token.token, { reviewAnswer: 'GREEN' });
    expect(early.status).toBe(409);
    expect((await read(early)).error.details.missingSteps).toEqual([
      'IDENTITY',
      'PROOF_OF_RESIDENCE',
    ]);
    await uploadBoth(token.token);
    const state = await read(
      await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
        headers: { authorization: `Bearer ${token.token}` },
      }),
    );
    expect(state.steps.map((step: { status: string }) => step.status)).toEqual([
      'completed',
      'completed',
    ]);
    expect(state.documents.map((document: { mimeType: string }) => document.mimeType)).toEqual([
      'image/png',
      'application/pdf',
    ]);

    const submitted = await submit(token.token, { reviewAnswer: 'GREEN' });
    expect(submitted.status).toBe(202);
    expect((await read(submitted)).review.reviewStatus).toBe('pending');
    const pending = await receiver.waitFor(
      (item) =>
        item.eventType === 'applicant.pending' && item.body.data.applicantId === token.applicantId,
    );
    expect(pending.isSignatureValid).toBe(true);
    const reviewed = await receiver.waitFor(
      (item) =>
        item.eventType === 'applicant.reviewed' && item.body.data.applicantId === token.applicantId,
    );
    expect(reviewed.body.data).toMatchObject({
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
      externalUserId: token.userId,
    });
    const applicant = await read(await sandbox.api(`/identity/v1/applicants/${token.applicantId}`));
    expect(applicant.review).toMatchObject({
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
  });

  it('ends RED with the chosen reason; RETRY lets the player upload again, FINAL does not', async () => {
    const token = await accessToken();
    await uploadBoth(token.token);
    await submit(token.token, {
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
    });
    const reviewed = await receiver.waitFor(
      (item) =>
        item.eventType === 'applicant.reviewed' && item.body.data.applicantId === token.applicantId,
    );
    expect(reviewed.body.data.reviewResult).toMatchObject({
      reviewAnswer: 'RED',
      rejectLabels: ['UNSATISFACTORY_PHOTOS'],
      reviewRejectType: 'RETRY',
    });
    const retried = await fetch(`${sandbox.url}/identity/sdk/v1/retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}` },
    });
    expect((await read(retried)).review).toMatchObject({ reviewStatus: 'init', attemptCount: 2 });

    await uploadBoth(token.token);
    const finalChoice = {
      reviewAnswer: 'RED',
      rejectLabels: ['FORGERY'],
      reviewRejectType: 'FINAL',
    };
    const operator = await sandbox.api(
      `/identity/_sandbox/applicants/${token.applicantId}/review`,
      { body: finalChoice },
    );
    expect((await read(operator)).review.reviewResult.reviewRejectType).toBe('FINAL');
    const again = await fetch(`${sandbox.url}/identity/sdk/v1/retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}` },
    });
    expect(again.status).toBe(409);
    expect((await submit(token.token, { reviewAnswer: 'RED' })).status).toBe(400);
  });

  it('runs the card-ownership level with its one step', async () => {
    const token = await accessToken('card-ownership-level');
    const state = await read(
      await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
        headers: { authorization: `Bearer ${token.token}` },
      }),
    );
    expect(state.steps).toEqual([
      expect.objectContaining({ idDocSetType: 'PAYMENT_METHODS', types: ['BANK_CARD'] }),
    ]);
    const uploaded = await upload(
      token.token,
      { content: JPEG, type: 'image/jpeg' },
      { idDocSetType: 'PAYMENT_METHODS', idDocType: 'BANK_CARD', country: 'USA' },
    );
    expect(uploaded.status).toBe(201);
  });
});

describe('document uploads', () => {
  it.each([
    [
      'a text file',
      { content: Buffer.from('hello'), type: 'text/plain' },
      415,
      'UnsupportedFileTypeError',
    ],
    ['a PDF sent as a PNG', { content: PDF, type: 'image/png' }, 415, 'UnsupportedFileTypeError'],
    ['an empty file', { content: Buffer.alloc(0), type: 'image/png' }, 400, 'EmptyFileError'],
    [
      'a file over the limit',
      { content: Buffer.concat([PNG, Buffer.alloc(64 * 1024)]), type: 'image/png' },
      413,
      'FileTooLargeError',
    ],
  ])('refuses %s', async (_label, file, status, name) => {
    const token = await accessToken();
    const response = await upload(token.token, file, ID);
    expect(response.status).toBe(status);
    expect((await read(response)).error.name).toBe(name);
    const state = await read(
      await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
        headers: { authorization: `Bearer ${token.token}` },
      }),
    );
    expect(state.documents).toEqual([]);
  });

  it('refuses a document type of another step, a step of another level, a non-multipart body and a bad token', async () => {
    const token = await accessToken();
    expect(
      (
        await upload(
          token.token,
          { content: PNG, type: 'image/png' },
          { ...ID, idDocType: 'UTILITY_BILL' },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await upload(
          token.token,
          { content: PNG, type: 'image/png' },
          { ...ID, idDocSetType: 'PAYMENT_METHODS', idDocType: 'BANK_CARD' },
        )
      ).status,
    ).toBe(400);
    expect(
      (await upload(token.token, { content: PNG, type: 'image/png' }, { ...ID, country: 'XXX' }))
        .status,
    ).toBe(400);
    const json = await fetch(`${sandbox.url}/identity/sdk/v1/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await upload('_act_nothing', { content: PNG, type: 'image/png' }, ID)).status).toBe(
      401,
    );
  });

  it('refuses an expired access token', async () => {
    const token = await accessToken();
    sandbox.clock.advanceSeconds(601);
    const response = await upload(token.token, { content: PNG, type: 'image/png' }, ID);
    expect(response.status).toBe(401);
    expect((await read(response)).error.name).toBe('AccessTokenExpiredError');
  });

  it('keeps the bytes of each document outside any served folder, for nobody else to read', async () => {
    const owner = await accessToken();
    const other = await accessToken();
    await uploadBoth(owner.token);
    const state = await read(
      await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
        headers: { authorization: `Bearer ${owner.token}` },
      }),
    );
    const [passport] = state.documents as { id: string; sha256: string }[];
    if (!passport) throw new Error('no document');
    // The answer describes the file; where it is kept is never shown.
    expect(JSON.stringify(state)).not.toContain('storedAs');
    const folder = path.join(sandbox.app.sandbox.options.documentDir, owner.applicantId);
    const stored = await readFile(path.join(folder, passport.id));
    expect(stored.equals(PNG)).toBe(true);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(passport.sha256);
    expect((await stat(path.join(folder, passport.id))).mode & 0o077).toBe(0);
    // No address serves a document, to the owner or anyone else.
    for (const address of [
      `/identity/sdk/v1/documents/${passport.id}`,
      `/identity/v1/applicants/${owner.applicantId}/documents/${passport.id}`,
      `/${owner.applicantId}/${passport.id}`,
    ]) {
      for (const authorization of [`Bearer ${owner.token}`, `Bearer ${other.token}`]) {
        const response = await fetch(`${sandbox.url}${address}`, { headers: { authorization } });
        expect(response.status).toBe(404);
      }
    }
    // Another applicant's token reads its own applicant only, and cannot touch this one.
    const otherState = await read(
      await fetch(`${sandbox.url}/identity/sdk/v1/applicant`, {
        headers: { authorization: `Bearer ${other.token}` },
      }),
    );
    expect(otherState.id).toBe(other.applicantId);
    expect(otherState.documents).toEqual([]);
    expect((await sandbox.api(`/identity/v1/applicants/app_000000000000000000000000`)).status).toBe(
      404,
    );
  });
});
