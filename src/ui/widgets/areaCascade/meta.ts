import { defineWidget } from '../../../definitions/widget-meta';
import { fieldProp, operationProp, sourceProp } from '../../../definitions/widget-prop-schemas';
import { missingOf, readChoice } from './area-choice';

export const meta = defineWidget({
  name: 'areaCascade',
  description: 'Billing area: province -> city/regency -> district -> village, each list read from its source once the one above is chosen, '
    + 'then the postal code field, filled in with the chosen village\'s postal code when its list gives one (the customer may change it) '
    + 'and checked with the `check` operation against the village. Writes { province, city, district, village '
    + '(each { code, name }), postalCode, postalCodeOk }; complete when all four are chosen and the postal code matched.',
  bind: 'required',
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      sources: {
        type: 'object', additionalProperties: false, required: ['provinces', 'cities', 'districts', 'villages'],
        description: 'The lists; cities read input.provinceCode, districts input.cityCode, villages input.districtCode.',
        properties: { provinces: sourceProp, cities: sourceProp, districts: sourceProp, villages: sourceProp },
      },
      postalCodeField: { ...fieldProp, description: 'The postal code field of fields.json (its own schema and messages apply).' },
      check: { ...operationProp, description: 'Called with { postalCode, villageCode } and answering { match }: a mismatch shows validation.postalCode.' },
    },
    required: ['sources', 'postalCodeField', 'check'],
  },
  complete: ({ bound }) => missingOf(readChoice(bound)),
  fields: (props) => (typeof props.postalCodeField === 'string' ? [props.postalCodeField] : []),
});
