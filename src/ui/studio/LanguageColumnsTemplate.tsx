/**
 * rjsf ObjectFieldTemplate: an object whose properties are exactly `id` and `en` (a banner's
 * per-language parts, an image per language) shows the two languages side by side; any other
 * object renders with rjsf's default template.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormData } from './form-support';

const Default = getDefaultRegistry<FormData>().templates.ObjectFieldTemplate;

export function LanguageColumnsTemplate(props: ObjectFieldTemplateProps<FormData>) {
  const names = props.properties.map((p) => p.name).sort();
  if (names.length !== 2 || names[0] !== 'en' || names[1] !== 'id') return <Default {...props} />;
  const ordered = ['id', 'en'].map((n) => props.properties.find((p) => p.name === n));
  return (
    <fieldset className="studio-bilingual" id={props.fieldPathId.$id}>
      {props.title && <legend>{props.title}</legend>}
      <div className="studio-bilingual__cols">
        {ordered.map((p) => p && <div key={p.name} className="studio-bilingual__col">{p.content}</div>)}
      </div>
    </fieldset>
  );
}
