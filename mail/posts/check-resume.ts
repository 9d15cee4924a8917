import type { FastifyRequest } from 'fastify';
import { careersForm } from '../../src/content/forms/careers.ts';
import { messages, serverMessages } from '../../src/content/messages.ts';
import { fieldMessages } from '../../src/forms/field-messages.ts';
import { resumeError } from '../../src/forms/resume-rules.ts';
import type { StagedFile } from '../delivery/lead-record.ts';
import { typedFileName } from '../delivery/safe-file-name.ts';
import { ScannerUnavailable, type FileScanner } from '../uploads/clamd-scanner.ts';
import { compoundFileNames } from '../uploads/compound-file-names.ts';
import { fileHolds } from '../uploads/file-holds.ts';
import type { FormBody } from './form-body.ts';
import { FormError } from './form-error.ts';
import { resumeType, type ResumeType } from '../uploads/resume-type.ts';
import { zipHazard } from '../uploads/zip-hazard.ts';

/** Why a resume of an accepted type is refused as unsafe, as `serverMessages.unsafeFile` words it. */
type Hazard = keyof typeof serverMessages.unsafeFile;

/** How long a client is asked to wait while the virus scanner cannot answer. */
const SCAN_RETRY_SECONDS = 30;

/**
 * Markup an HTML parser would act on, wherever it sits in the file: a browser
 * or mail viewer that takes a polyglot for HTML renders it past `%%EOF` as
 * readily as before it, so the whole file is searched. No PDF construct spells
 * these (a hex string holds only hex digits), and at 5 characters or more a
 * 5 MB compressed stream matches one by chance about once in 10,000 files.
 */
const htmlInPdf = ['<script', '<html', '<body', '<iframe', '<!doctype', '<object', '<embed', '<img src'];

/** An RTF's embedded OLE object (the carrier of the Equation Editor and Package exploits); pictures are `\pict`. */
const rtfObject = ['\\objdata'];

/** A Word 97 file is an OLE compound file with a WordDocument stream; the container also holds installers and spreadsheets. */
async function word97Hazard(file: string): Promise<Hazard | 'not-word' | undefined> {
  const names = await compoundFileNames(file);
  if (!names) return 'damaged';
  if (!names.includes('WordDocument')) return 'not-word';
  if (names.some((name) => /^(_VBA_PROJECT_CUR|_VBA_PROJECT|VBA|Macros)$/i.test(name))) return 'macros';
  // An embedded "Package" object: how a file of any kind, programs included, rides inside a document.
  if (names.includes('\u0001Ole10Native')) return 'program';
  return undefined;
}

/** What in a resume of this type could hurt whoever opens it. */
async function contentHazard({ extension }: ResumeType, file: string): Promise<Hazard | 'not-word' | undefined> {
  if (extension === 'docx' || extension === 'odt') return zipHazard(file);
  if (extension === 'doc') return word97Hazard(file);
  if (extension === 'pdf') return (await fileHolds(file, htmlInPdf)) ? 'markup' : undefined;
  return (await fileHolds(file, rtfObject)) ? 'program' : undefined;
}

/** The resume as the careers form shows it: its name in the post and the label its messages name. */
const { upload } = careersForm;
const unsafe = (hazard: Hazard) =>
  new FormError(422, serverMessages.fileUnsafe, { [upload.name]: serverMessages.unsafeFile[hazard](upload.label) });
const unsupported = () =>
  new FormError(415, messages.form.unsupportedType, { [upload.name]: fieldMessages(upload).fileType });

/** clamd's verdict, when CLAMAV_URL is set: infected is refused, no verdict is a 503, never a pass. */
async function scanHazard(file: string, scanner: FileScanner, request: FastifyRequest): Promise<FormError | undefined> {
  try {
    const verdict = await scanner.scan(file);
    request.log.debug({ infected: verdict.infected }, 'resume scanned');
    if (!verdict.infected) return undefined;
    request.log.warn({ signature: verdict.signature }, `resume refused: clamd found ${verdict.signature}`);
    return unsafe('infected');
  } catch (error) {
    if (!(error instanceof ScannerUnavailable)) throw error;
    request.log.error({ err: error }, 'resume not scanned: clamd unavailable');
    request.postOutcome = 'scan_unavailable';
    return new FormError(503, serverMessages.scanUnavailable, {}, SCAN_RETRY_SECONDS);
  }
}

/**
 * The resume's checks: name and size as the browser made them, then its type
 * by content (the name's extension made to follow it), what inside could hurt
 * a recruiter (archive bombs, macros, embedded programs, HTML in a PDF), and
 * the virus scanner when there is one. A FormError, or the file as it is queued.
 */
export async function checkResume(
  file: FormBody['file'],
  request: FastifyRequest,
  scanner?: FileScanner,
): Promise<FormError | StagedFile> {
  const early = resumeError(file && { name: file.filename, size: file.size }, upload);
  if (early)
    return new FormError(early === fieldMessages(upload).fileSize ? 413 : 400, messages.form.fixErrors, {
      [upload.name]: early,
    });
  const type = await resumeType(file!.path);
  if (!type) return unsupported();
  const hazard = await contentHazard(type, file!.path);
  if (hazard === 'not-word') return unsupported();
  if (hazard) {
    request.log.warn({ hazard, type: type.extension }, `resume refused as unsafe: ${hazard}`);
    return unsafe(hazard);
  }
  const infected = scanner && (await scanHazard(file!.path, scanner, request));
  if (infected) return infected;
  const filename = typedFileName(file!.filename, type.extension);
  return { filename, contentType: type.contentType, path: file!.path, size: file!.size };
}
