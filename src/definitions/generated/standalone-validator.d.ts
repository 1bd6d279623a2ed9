// The shape of every generated (standalone AJV) validator. Written by hand: the generated .d.ts files import it.
export interface StandaloneValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: StandaloneValidationError[] | null;
}
