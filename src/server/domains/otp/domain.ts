// One-time codes by email and SMS: a right code sets otp.<channel>:<msisdn> in the visit's session.
import { defineDomain } from '../../domain';
import { OtpErrorCode } from './codes';
import { operations } from './contract';
import { OTP_KNOBS } from './limits';
import { migrations } from './migrations';
import { otpRoutes } from './routes';

export const domain = defineDomain({
  name: 'otp', operations, migrations, knobs: Object.values(OTP_KNOBS), errors: OtpErrorCode, routes: otpRoutes,
});
