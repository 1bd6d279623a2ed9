/**
 * rjsf ObjectFieldTemplate: when an object has both an `id` and an `en` property (a banner's
 * per-language parts, an image per language), the two languages are shown side by side after the
 * other properties; any other object renders with rjsf's default template.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormData } from './form-support';

const Default = getDefaultRegistry<FormData>().templates.ObjectFieldTemplate;

export function LanguageColumnsTemplate(props: ObjectFieldTemplateProps<FormData>) {
  const id = props.properties.find((p) => p.name === 'id');
  const en = props.properties.find((p) => p.name === 'en');
  if (!id || !en) return <Default {...props} />;
  const columns = {
    name: '__languages',
    hidden: false,
    content: (
      <div key="__languages" className="studio-bilingual__cols" data-testid={`languages-${props.fieldPathId.$id}`}>
        <div className="studio-bilingual__col">{id.content}</div>
        <div className="studio-bilingual__col">{en.content}</div>
      </div>
    ),
  };
  const others = props.properties.filter((p) => p !== id && p !== en);
  return <Default {...props} properties={[...others, columns]} />;
}
