/** rjsf field for a bilingual text {id, en}: Indonesian and English side by side. */
import type { FieldProps } from '@rjsf/utils';
import type { FormData } from './form-support';
import { useContext } from 'react';
import { languageLabel, StudioLangContext } from './studio-texts';

type Text = { id?: string; en?: string };
const asText = (v: unknown): Text => (typeof v === 'object' && v !== null ? (v as Text) : {});

export function BilingualField(props: FieldProps<FormData>) {
  const { lang: studioLang } = useContext(StudioLangContext);
  const { fieldPathId, formData, onChange, schema, disabled, readonly, rawErrors, errorSchema } = props;
  const value = asText(formData);
  const title = typeof schema.title === 'string' ? schema.title : props.name;
  const set = (lang: 'id' | 'en', text: string): void => {
    onChange({ ...value, [lang]: text } as FormData, fieldPathId.path);
  };
  const errs = (lang: 'id' | 'en'): string[] => {
    const node = (errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined)?.[lang];
    return node?.__errors ?? [];
  };
  return (
    <fieldset className="studio-bilingual" data-testid={`bilingual-${fieldPathId.$id}`}>
      <legend>{title}</legend>
      <div className="studio-bilingual__cols">
        {(['id', 'en'] as const).map((lang) => (
          <label key={lang} className="studio-bilingual__col">
            <span>{languageLabel(lang, studioLang)}</span>
            <input id={`${fieldPathId.$id}_${lang}`} type="text" value={value[lang] ?? ''} disabled={disabled || readonly}
              onChange={(e) => set(lang, e.target.value)} />
            {errs(lang).map((m) => <small key={m} className="studio-error">{m}</small>)}
          </label>
        ))}
      </div>
      {(rawErrors ?? []).map((m) => <small key={m} className="studio-error">{m}</small>)}
    </fieldset>
  );
}
