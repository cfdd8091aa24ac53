import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SandboxError } from '#src/lib/errors';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type TAcceptedType = (typeof ACCEPTED_TYPES)[number];

const SIGNATURES: { type: TAcceptedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's real type, read from its first bytes (the declared type and name can lie). */
export function detectType(content: Buffer): TAcceptedType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))
    ?.type;
}

/**
 * Accepts a document only when it is a non-empty JPEG, PNG or PDF whose content matches the
 * type it was sent as (size is limited before, while it streams in).
 */
export function checkDocument(content: Buffer, declaredType: string): TAcceptedType {
  if (content.length === 0) throw new SandboxError('EmptyFileError', 'The file is empty', 400);
  const detected = detectType(content);
  if (!detected) {
    throw new SandboxError('UnsupportedFileTypeError', 'Upload a JPEG, PNG or PDF file', 415, {
      details: { acceptedTypes: ACCEPTED_TYPES },
    });
  }
  if (detected !== declaredType) {
    throw new SandboxError(
      'UnsupportedFileTypeError',
      `The file was sent as ${declaredType} but is ${detected}`,
      415,
      {
        details: { acceptedTypes: ACCEPTED_TYPES },
      },
    );
  }
  return detected;
}

const APPLICANT_FOLDER = /^app_[0-9a-f]+$/;
const DOCUMENT_FILE = /^doc_[0-9a-f]+$/;

/**
 * Keeps an accepted document's bytes under `documentDir/<applicant>/<document>`, folder 0700 and
 * file 0600: only this process's user reads them, and no route serves them (decision 189). The
 * names are the sandbox's own ids, never the uploaded file name. Answers the stored path.
 */
export async function storeDocumentFile(
  documentDir: string,
  applicantId: string,
  documentId: string,
  content: Buffer,
): Promise<string> {
  if (!APPLICANT_FOLDER.test(applicantId) || !DOCUMENT_FILE.test(documentId)) {
    throw new Error(`unexpected document ids ${applicantId}/${documentId}`);
  }
  const folder = path.join(documentDir, applicantId);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const storedAs = path.join(folder, documentId);
  await writeFile(storedAs, content, { mode: 0o600, flag: 'wx' });
  return storedAs;
}

export async function removeDocumentFile(storedAs: string): Promise<void> {
  await rm(storedAs, { force: true });
}
