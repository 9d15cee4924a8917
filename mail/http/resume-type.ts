import { fileTypeFromFile } from 'file-type';

/** What the bytes of an accepted resume really are, by their magic numbers, as MIME types. */
const accepted: Record<string, string> = {
  pdf: 'application/pdf',
  // An OLE compound file is how Word 97-2003 stores a .doc; file-type cannot look deeper.
  cfb: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
};

/**
 * The MIME type of a resume judged by its content, or undefined when the file's bytes
 * are not a PDF, DOC, DOCX, ODT or RTF, whatever the name or declared type says.
 */
export async function resumeContentType(file: string): Promise<string | undefined> {
  // file-type reads only the first few KB it needs, not the whole file.
  const detected = await fileTypeFromFile(file);
  return detected && accepted[detected.ext];
}
