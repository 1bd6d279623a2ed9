/**
 * The rich-text field, loaded when a form first shows Portable Text: the editor (~300 KB) stays out of
 * the studio's main chunk, which every other document type opens with.
 */
import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import type { FormData } from './form-support';
import { useStudioText } from './studio-texts';

const PortableTextField = lazy(() => import('./PortableTextField').then((m) => ({ default: m.PortableTextField })));

export function LazyPortableTextField(props: FieldProps<FormData>) {
  const t = useStudioText();
  return (
    <Suspense fallback={<p className="studio-pt">{t('loading')}</p>}>
      <PortableTextField {...props} />
    </Suspense>
  );
}
