/**
 * rjsf field for a JSON Logic condition (a step's `next.when`, `ready`, a guard): a condition builder
 * (react-querybuilder) over the names the document's rules read, writing JSON Logic back. A condition
 * the builder cannot say exactly stays in the JSON text field with a note, so nothing of it is lost;
 * any condition can also be edited as JSON on request.
 */
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { LabelledSelect, LabelledValueEditor } from './BuilderControls';
import { conditionWords } from './condition-words';
import type { FormData } from './form-support';
import { builderCombinators, builderFields, builderOperators, fromBuilder, sameJson, toBuilder, varsOf } from './json-logic-builder';
import { JsonField } from './JsonField';
import type { StudioFormContext } from './studio-form-context';
import { StudioLangContext, useStudioText } from './studio-texts';
import { labelledName } from './variable-labels';
import './condition-builder.css';

const CONTROLS = { valueSelector: LabelledSelect, valueEditor: LabelledValueEditor };

export function ConditionField(props: FieldProps<FormData, RJSFSchema, StudioFormContext>) {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { fieldPathId, formData, onChange, schema, registry, disabled, readonly, rawErrors } = props;
  const parsed = useMemo(() => toBuilder(formData), [formData]);
  const [asJson, setAsJson] = useState(false);
  const [query, setQuery] = useState<RuleGroupType | null>(parsed);
  // Another edit (restore, copy, reorder, the JSON text) replaced the value: show that one.
  useEffect(() => {
    setQuery((current) => (current && sameJson(fromBuilder(current), formData) ? current : parsed));
  }, [formData, parsed]);

  const known = registry.formContext.variables ?? [];
  const labels = registry.formContext.labels;
  const nameOf = useCallback((n: string): string => (labels ? labelledName(n, labels, lang) : n), [labels, lang]);
  const fields = useMemo(() => builderFields([...new Set([...known, ...varsOf(formData)])].sort(), nameOf), [known, formData, nameOf]);
  const operators = useMemo(() => builderOperators(lang), [lang]);
  const combinators = useMemo(() => builderCombinators(lang), [lang]);
  const translations = useMemo(() => ({
    fields: { title: t('qbFields') },
    operators: { title: t('qbOperators') },
    value: { title: t('qbValue') },
    combinators: { title: t('qbCombinators') },
    addRule: { label: t('qbAddRule'), title: t('qbAddRuleTitle') },
    addGroup: { label: t('qbAddGroup'), title: t('qbAddGroupTitle') },
    removeRule: { label: `✕ ${t('qbRemoveRule')}`, title: t('qbRemoveRule') },
    removeGroup: { label: `✕ ${t('qbRemoveGroup')}`, title: t('qbRemoveGroup') },
  }), [t]);

  const title = typeof schema.title === 'string' ? schema.title : props.name;
  const help = typeof schema.description === 'string' ? schema.description : '';
  const id = fieldPathId.$id;

  if (!query || asJson) {
    return (
      <div className="studio-condition" data-testid={`condition-${id}`}>
        {!query && <p className="studio-condition__note" role="note" data-testid={`condition-json-note-${id}`}>{t('condTooComplex')}</p>}
        <JsonField {...props} />
        {query && <button type="button" className="studio-condition__switch" onClick={() => setAsJson(false)}>{t('condAsBuilder')}</button>}
      </div>
    );
  }
  return (
    <fieldset className="studio-condition" data-testid={`condition-${id}`} id={id} disabled={disabled || readonly}>
      <legend>{title}</legend>
      {help && <small className="studio-hint">{help}</small>}
      <QueryBuilder
        query={query}
        fields={fields}
        operators={operators}
        combinators={combinators}
        translations={translations}
        listsAsArrays
        resetOnFieldChange={false}
        getValueEditorType={() => 'text'}
        controlClassnames={{ queryBuilder: 'studio-qb' }}
        controlElements={CONTROLS}
        // Opening a condition is no edit: only a change the editor made reaches the form (and marks it dirty).
        enableMountQueryChange={false}
        onQueryChange={(next) => {
          setQuery(next);
          const rule = fromBuilder(next);
          if (!sameJson(rule, formData)) onChange(rule as FormData | undefined, fieldPathId.path);
        }}
      />
      <p className="studio-hint" data-testid={`condition-words-${id}`}>
        {query.rules.length === 0 ? t('condAlways') : `${t('condReads')} ${conditionWords(fromBuilder(query), lang, false, nameOf)}`}
      </p>
      <button type="button" className="studio-condition__switch" onClick={() => setAsJson(true)}>{t('condAsJson')}</button>
      {(rawErrors ?? []).map((m) => <small key={m} className="studio-error">{m}</small>)}
    </fieldset>
  );
}
