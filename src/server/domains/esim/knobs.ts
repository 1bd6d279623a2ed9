// The eSIM domain's knob: the SM-DP+ server its sandbox's activation codes name.
import { defineKnob } from '../../knobs';

export const esimSmdpHost = defineKnob<string>({
  env: 'ESIM_SMDP_HOST', default: 'smdp.sandbox.test', meaning: 'SM-DP+ address the sandbox eSIM activation codes name',
  parse: (raw) => raw ?? 'smdp.sandbox.test',
});
