/** Catalogue codes of spec §8 of the documents domain: what an identity document's upload and check answer (the ID-card provider's refusals too). */
export const DocumentError = {
  NotKtp: 40025,
  FileFormat: 40026,
  InvalidKtp: 40050,
  KtpCannotBeUsed: 40052,
} as const;
