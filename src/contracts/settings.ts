import type { Infer } from './common';

/** Known names: oa.api.prepaid.tactical, oa.api.custom.ribbon, oa.api.esim.vanity.priority, oa.api.delivery.delay.info. */
export const settingParamsSchema = {
  type: 'object', additionalProperties: false, required: ['settingName'],
  properties: { settingName: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
export type SettingParams = Infer<typeof settingParamsSchema>;

export const settingResponseSchema = {
  type: 'object', additionalProperties: false, required: ['name', 'value'],
  properties: { name: { type: 'string' }, value: { type: 'string', description: 'a JSON string: parse it' } },
} as const;
export type SettingResponse = Infer<typeof settingResponseSchema>;
