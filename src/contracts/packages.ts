import { languageSchema, type Infer } from './common';

export const packagesQuerySchema = {
  type: 'object', additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['prepaid', 'postpaid'], default: 'prepaid' },
    language: languageSchema,
  },
} as const;
export type PackagesQuery = Infer<typeof packagesQuerySchema>;

export const bonusPackageSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'name', 'value', 'old_value'],
  properties: {
    id: { type: 'integer' }, name: { type: 'string' }, value: { type: 'integer' }, old_value: { type: 'integer' },
  },
} as const;
export type BonusPackage = Infer<typeof bonusPackageSchema>;

export const packageSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'name', 'value', 'old_value', 'img', 'description', 'deposit', 'advance'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    value: { type: 'integer', description: 'price in Rupiah' },
    old_value: { type: 'integer' },
    img: { type: 'string' },
    description: { type: 'string' },
    deposit: { type: 'integer', minimum: 0, description: 'security deposit in Rupiah (postpaid, A45; 0 for none); its bonus packages share it' },
    advance: { type: 'array', items: bonusPackageSchema, description: 'bonus (child) packages; the first is preselected (A22)' },
  },
} as const;
export type Package = Infer<typeof packageSchema>;

export const packagesResponseSchema = {
  type: 'object', additionalProperties: false, required: ['packages'],
  properties: { packages: { type: 'array', items: packageSchema } },
} as const;
export type PackagesResponse = Infer<typeof packagesResponseSchema>;
