/** A form of fields.json fields bound to the order state; errors via checkField on blur and on submit. */
import { useUnit } from 'effector-react';
import { $fieldErrors, fieldErrorSet } from '../../state/form-model';
import { fieldSet, $order } from '../../state/order-model';
import { validateField, valuesOf } from '../field-validation';
import { FieldInput } from '../FieldInput';
import type { WidgetProps } from '../widget-props';

export default function FormWidget({ props, state, lang }: WidgetProps) {
  const errors = useUnit($fieldErrors);
  const fields = Array.isArray(props.fields) ? props.fields.filter((f): f is string => typeof f === 'string') : [];
  const values = valuesOf(fields, state);

  const blur = async (name: string) => {
    const error = await validateField(name, valuesOf(fields, $order.getState()), lang);
    fieldErrorSet({ name, error });
  };

  return (
    <form className="form" noValidate onSubmit={(e) => e.preventDefault()} data-testid="form">
      {fields.map((name) => (
        <FieldInput key={name} name={name} value={values[name] ?? ''} error={errors[name] ?? ''} lang={lang}
          onChange={(v) => {
            fieldSet({ path: name, value: v });
            // A shown error is re-checked while typing so it disappears as soon as the value is fixed.
            if (errors[name]) void blur(name);
          }}
          onBlur={() => void blur(name)} />
      ))}
    </form>
  );
}
