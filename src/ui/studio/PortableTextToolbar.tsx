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

const STYLE_LABELS: Readonly<Record<string, StudioTextKey>> = {
  normal: 'ptNormal', h1: 'ptH1', h2: 'ptH2', h3: 'ptH3', h4: 'ptH4', blockquote: 'ptQuote',
};
const LIST_LABELS: Readonly<Record<string, StudioTextKey>> = { bullet: 'ptBullet', number: 'ptNumber' };
const DECORATOR_LABELS: Readonly<Record<string, StudioTextKey>> = { strong: 'ptBold', em: 'ptItalic' };

function Toggle({ label, active, onPress, testId }: { label: string; active: boolean; onPress(): void; testId: string }) {
  // mousedown would move the browser's focus (and selection) out of the text before the click.
  return (
    <button type="button" aria-pressed={active} data-testid={testId} onMouseDown={(e) => e.preventDefault()} onClick={onPress}>
      {label}
    </button>
  );
}

function StyleButton({ name, testPrefix }: { name: string; testPrefix: string }) {
  const editor = useEditor();
  const t = useStudioText();
  const active = useEditorSelector(editor, isActiveStyle(name));
  const key = STYLE_LABELS[name];
  return <Toggle label={key ? t(key) : name} active={active} testId={`${testPrefix}-style-${name}`}
    onPress={() => { editor.send({ type: 'style.toggle', style: name }); editor.send({ type: 'focus' }); }} />;
}

function ListButton({ name, testPrefix }: { name: string; testPrefix: string }) {
  const editor = useEditor();
  const t = useStudioText();
  const active = useEditorSelector(editor, isActiveListItem(name));
  const key = LIST_LABELS[name];
  return <Toggle label={key ? t(key) : name} active={active} testId={`${testPrefix}-list-${name}`}
    onPress={() => { editor.send({ type: 'list item.toggle', listItem: name }); editor.send({ type: 'focus' }); }} />;
}

function DecoratorButton({ name, testPrefix }: { name: string; testPrefix: string }) {
  const editor = useEditor();
  const t = useStudioText();
  const active = useEditorSelector(editor, isActiveDecorator(name));
  const key = DECORATOR_LABELS[name];
  return <Toggle label={key ? t(key) : name} active={active} testId={`${testPrefix}-mark-${name}`}
    onPress={() => { editor.send({ type: 'decorator.toggle', decorator: name }); editor.send({ type: 'focus' }); }} />;
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
      {(schema.styles ?? []).map((s) => <StyleButton key={s.name} name={s.name} testPrefix={testPrefix} />)}
      {(schema.lists ?? []).map((l) => <ListButton key={l.name} name={l.name} testPrefix={testPrefix} />)}
      {(schema.decorators ?? []).map((d) => <DecoratorButton key={d.name} name={d.name} testPrefix={testPrefix} />)}
      {(schema.annotations ?? []).some((a) => a.name === LINK) && <LinkControl testPrefix={testPrefix} />}
    </div>
  );
}
