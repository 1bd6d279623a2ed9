import type { ActivationOutcome, ActivationProvider, ActivationRequest } from './provider';

/** Documented test case: an order whose contact email's local part ends with this fails to activate. */
export const SANDBOX_ACTIVATION_FAIL_SUFFIX = '+activationfail';

export function sandboxActivation(): ActivationProvider {
  return {
    name: 'sandbox',
    async activate(request: ActivationRequest): Promise<ActivationOutcome> {
      const local = request.email.split('@')[0] ?? '';
      return local.toLowerCase().endsWith(SANDBOX_ACTIVATION_FAIL_SUFFIX) ? 'FAILED' : 'COMPLETE';
    },
  };
}
