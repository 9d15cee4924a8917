import { fileTypeFromFile } from 'file-type';

/** A resume's real type: its MIME type and the extension it is mailed under. */
export interface ResumeType {
  contentType: string;
  extension: 'pdf' | 'doc' | 'docx' | 'odt' | 'rtf';
}

/** What the bytes of an accepted resume really are, by file-type's name for them. */
const accepted: Record<string, ResumeType> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  // An OLE compound file is how Word 97-2003 stores a .doc; file-type cannot look deeper, check-resume.ts does.
  cfb: { contentType: 'application/msword', extension: 'doc' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  rtf: { contentType: 'application/rtf', extension: 'rtf' },
};

/**
 * The type of a resume judged by its content, or undefined when the file's bytes
 * are not a PDF, DOC, DOCX, ODT or RTF, whatever the name or declared type says.
 */
export async function resumeType(file: string): Promise<ResumeType | undefined> {
  // file-type reads only the first few KB it needs, not the whole file.
  const detected = await fileTypeFromFile(file);
  return detected && accepted[detected.ext];
}
