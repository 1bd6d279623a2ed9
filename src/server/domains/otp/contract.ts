// The otp domain's operations: the contract the browser and the server share. It imports only
// src/contracts, so the browser's side (src/contracts/generated/domain-operations.ts) stays free of server code.
import { defineOperation, type OperationSpec } from '../../../contracts/operation';
import { otpEmailSendBodySchema, otpSendResponseSchema, otpSmsSendBodySchema, otpVerifyBodySchema, otpVerifyResponseSchema } from '../../../contracts/otp';

export const operations = {
  'otp.emailSend': defineOperation({
    name: 'otp.emailSend', method: 'POST', path: '/api/otp/email/send', caller: 'browser', tags: ['otp'],
    summary: 'Mail a one-time code for a number to an email; 429 (errors.details retry_after, seconds) before the resend delay '
      + 'or past the codes per hour of the number',
    body: otpEmailSendBodySchema, response: otpSendResponseSchema,
  }),
  'otp.emailVerify': defineOperation({
    name: 'otp.emailVerify', method: 'POST', path: '/api/otp/email/verify', caller: 'browser', tags: ['otp'],
    summary: "Check a mailed code: right, the visit's session holds otp.email:<msisdn>; 40061 wrong, expired, used or "
      + "another visit's code (errors.details reason); 429 past the attempts of the code",
    body: otpVerifyBodySchema, response: otpVerifyResponseSchema,
  }),
  'otp.smsSend': defineOperation({
    name: 'otp.smsSend', method: 'POST', path: '/api/otp/sms/send', caller: 'browser', tags: ['otp'],
    summary: 'Text a one-time code to a number (A49); 429 (errors.details retry_after, seconds) before the resend delay '
      + 'or past the codes per hour of the number',
    body: otpSmsSendBodySchema, response: otpSendResponseSchema,
  }),
  'otp.smsVerify': defineOperation({
    name: 'otp.smsVerify', method: 'POST', path: '/api/otp/sms/verify', caller: 'browser', tags: ['otp'],
    summary: "Check a texted code: right, the visit's session holds otp.sms:<msisdn>; 40061 wrong, expired, used or "
      + "another visit's code (errors.details reason); 429 past the attempts of the code",
    body: otpVerifyBodySchema, response: otpVerifyResponseSchema,
  }),
} as const satisfies Record<string, OperationSpec>;
