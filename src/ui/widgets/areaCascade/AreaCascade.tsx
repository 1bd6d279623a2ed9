/**
 * Billing area: four cascading selects (province, city/regency, district, village), then the postal
 * code field of fields.json drawn by the shop's field renderers, checked against the chosen area.
 * Choosing a village whose postal code the shop knows fills the field in (the customer may change it).
 * A mismatch shows validation.postalCode under the field and keeps the block incomplete.
 */
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { isOperationName } from '../../../contracts/operation-table';
import type { JsonValue } from '../../../runtime/types';
import { $fieldErrors, fieldErrorSet } from '../../../state/form-model';
import { $session, pathSet } from '../../../state/session-model';
import { FieldView } from '../../fields/FieldView';
import { LoadFailed } from '../../parts/LoadFailed';
import type { WidgetProps } from '../../widget-props';
import { checkBody, choose, isOpen, LEVELS, prefillOf, readChoice, sourceInput, toJson, type AreaChoice, type Level } from './area-choice';
import { AreaSelect } from './AreaSelect';
import { usePostalCheck } from './use-postal-check';
import './area-cascade.css';

const SOURCE_OF: Record<Level, string> = { province: 'provinces', city: 'cities', district: 'districts', village: 'villages' };

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default function AreaCascade({ props, texts, lang, bound, bind, model, missing }: WidgetProps) {
  const [errors, session] = useUnit([$fieldErrors, $session]);
  const values = session.values;
  const choice = readChoice(bound);
  const sources = isRecord(props.sources) ? props.sources : {};
  const field = typeof props.postalCodeField === 'string' ? props.postalCodeField : '';
  const op = typeof props.check === 'string' && isOperationName(props.check) ? props.check : null;
  const postal = values[field] ?? '';
  const write = (next: AreaChoice) => bind(toJson(next));
  // The code filled in for the chosen village: a hint says so while the field still holds it.
  const [prefilled, setPrefilled] = useState<string | null>(null);

  // The lists' input changes only with the codes above them, so a list is not read again on every keystroke.
  const input = useMemo(() => sourceInput(choice),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [choice.province?.code, choice.city?.code, choice.district?.code]);

  // Only a code that passes its own field check (5 digits) is sent; a village must be chosen.
  const fieldOk = field !== '' && model.checkField(field, postal, values, lang) === null;
  const body = fieldOk && choice.village ? checkBody({ ...choice, postalCode: postal }) : null;
  const check = usePostalCheck(op, body, (match) => write({ ...choice, postalCode: postal, postalCodeOk: match }));

  const mismatch = check.status === 'mismatch' || (check.status === 'idle' && choice.postalCodeOk === false && choice.postalCode === postal);
  const fieldError = errors[field] || (mismatch ? texts.t(model.defs.messages.validation.postalCode) : '');

  return (
    <fieldset className="area-cascade" data-testid="area-cascade" data-postal={check.status}>
      <legend className="sr-only">{texts.k('area.legend')}</legend>
      <div className="area-cascade__levels">
        {LEVELS.map((level) => {
          const name = sources[SOURCE_OF[level]];
          return (
            <AreaSelect key={level} level={level} source={typeof name === 'string' ? name : undefined} input={input}
              open={isOpen(choice, level)} value={choice[level]} texts={texts} missing={missing}
              onChoose={(area) => {
                const prefill = prefillOf(level, area);
                if (prefill !== null) {
                  pathSet({ path: `values.${field}`, value: prefill });
                  if (errors[field]) fieldErrorSet({ name: field, error: '' });
                }
                setPrefilled(prefill);
                write({ ...choose(choice, level, area), postalCode: prefill ?? postal });
              }} />
          );
        })}
      </div>
      {field !== '' && (
        <div className="area-cascade__postal">
          <FieldView name={field} value={postal} error={fieldError} lang={lang} texts={texts}
            onChange={(v) => {
              pathSet({ path: `values.${field}`, value: v });
              write({ ...choice, postalCode: v, postalCodeOk: null });
              if (errors[field]) fieldErrorSet({ name: field, error: model.checkField(field, v, { ...values, [field]: v }, lang) ?? '' });
            }}
            onProblem={(error) => fieldErrorSet({ name: field, error })}
            onBlur={(entered) => fieldErrorSet({ name: field, error: model.checkField(field, entered, values, lang) ?? '' })} />
          {check.status === 'checking' && <p className="field__hint" role="status" data-testid="area-postal-checking">{texts.k('area.checking')}</p>}
          {check.status === 'ok' && prefilled !== null && prefilled === postal && (
            <p className="field__hint" data-testid="area-postal-prefilled">{texts.k('area.postalCodePrefilled')}</p>
          )}
          {check.status === 'error' && (
            <LoadFailed texts={texts} onRetry={check.retry} className="area-cascade__failed" testId="area-postal-error" retryTestId="area-postal-retry" />
          )}
        </div>
      )}
    </fieldset>
  );
}
