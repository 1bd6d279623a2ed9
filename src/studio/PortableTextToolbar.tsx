/**
 * The rich-text toolbar: paragraph and heading styles, bullet and numbered lists, bold, italic and
 * links, as labelled buttons in the studio's language (a toolbar the Tab key reaches; each button
 * says whether it is on with aria-pressed). The editor's own shortcuts work too (Ctrl/⌘+B, Ctrl/⌘+I).
 */
import { useEditor, useEditorSelector, type SchemaDefinition } from '@portabletext/editor';
import { isActiveAnnotation, isActiveDecorator, isActiveListItem, isActiveStyle } from '@portabletext/editor/selectors';
import { useState } from 'react';
import { LINK } from './portable-text';
import { useStudioText, type StudioTextKey } from './studio-texts';

type Kind = 'style' | 'list' | 'mark';
const LABELS: Readonly<Record<Kind, Readonly<Record<string, StudioTextKey>>>> = {
  style: { normal: 'ptNormal', h1: 'ptH1', h2: 'ptH2', h3: 'ptH3', h4: 'ptH4', blockquote: 'ptQuote' },
  list: { bullet: 'ptBullet', number: 'ptNumber' },
  mark: { strong: 'ptBold', em: 'ptItalic' },
};

function Toggle({ label, active, onPress, testId }: { label: string; active: boolean; onPress(): void; testId: string }) {
  // mousedown would move the browser's focus (and selection) out of the text before the click.
  return (
    <button type="button" aria-pressed={active} data-testid={testId} onMouseDown={(e) => e.preventDefault()} onClick={onPress}>
      {label}
    </button>
  );
}

/** A style, list or decorator of the schema: on when the selection has it; pressing toggles it. */
function SchemaButton({ kind, name, testPrefix }: { kind: Kind; name: string; testPrefix: string }) {
  const editor = useEditor();
  const t = useStudioText();
  const active = useEditorSelector(editor, kind === 'style' ? isActiveStyle(name) : kind === 'list' ? isActiveListItem(name) : isActiveDecorator(name));
  const key = LABELS[kind][name];
  const press = (): void => {
    if (kind === 'style') editor.send({ type: 'style.toggle', style: name });
    else if (kind === 'list') editor.send({ type: 'list item.toggle', listItem: name });
    else editor.send({ type: 'decorator.toggle', decorator: name });
    editor.send({ type: 'focus' });
  };
  return <Toggle label={key ? t(key) : name} active={active} testId={`${testPrefix}-${kind}-${name}`} onPress={press} />;
}

/** Link: the address is typed in a field of the toolbar (no browser prompt), applied to the selected text. */
function LinkControl({ testPrefix }: { testPrefix: string }) {
  const editor = useEditor();
  const t = useStudioText();
  const active = useEditorSelector(editor, isActiveAnnotation(LINK));
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  if (active) {
    return <Toggle label={t('ptUnlink')} active testId={`${testPrefix}-unlink`}
      onPress={() => { editor.send({ type: 'annotation.remove', annotation: { name: LINK } }); editor.send({ type: 'focus' }); }} />;
  }
  if (!open) return <Toggle label={t('ptLink')} active={false} testId={`${testPrefix}-link`} onPress={() => setOpen(true)} />;
  const apply = (): void => {
    const to = href.trim();
    if (to !== '') editor.send({ type: 'annotation.add', annotation: { name: LINK, value: { href: to } } });
    setOpen(false);
    setHref('');
    editor.send({ type: 'focus' });
  };
  return (
    <span className="studio-pt__link">
      <input aria-label={t('ptLinkAddress')} placeholder="/promos, https://…" value={href} data-testid={`${testPrefix}-link-href`} autoFocus
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); apply(); } if (e.key === 'Escape') { e.preventDefault(); setOpen(false); editor.send({ type: 'focus' }); } }} />
      <button type="button" data-testid={`${testPrefix}-link-apply`} onClick={apply}>{t('ptLinkApply')}</button>
    </span>
  );
}

export function PortableTextToolbar({ schema, label, testPrefix }: { schema: SchemaDefinition; label: string; testPrefix: string }) {
  const t = useStudioText();
  return (
    <div role="toolbar" aria-label={`${t('ptToolbar')}: ${label}`} className="studio-pt__toolbar" data-testid={`${testPrefix}-toolbar`}>
      {(schema.styles ?? []).map((s) => <SchemaButton key={s.name} kind="style" name={s.name} testPrefix={testPrefix} />)}
      {(schema.lists ?? []).map((l) => <SchemaButton key={l.name} kind="list" name={l.name} testPrefix={testPrefix} />)}
      {(schema.decorators ?? []).map((d) => <SchemaButton key={d.name} kind="mark" name={d.name} testPrefix={testPrefix} />)}
      {(schema.annotations ?? []).some((a) => a.name === LINK) && <LinkControl testPrefix={testPrefix} />}
    </div>
  );
}
