/**
 * The row of a collapsible map entry or list item (collapsed-entries.ts): "Edit" with the entry's
 * summary while it is closed, "Close" while it is open. The value itself is the caller's.
 */
import type { CollapsedEntries } from './collapsed-entries';
import { useStudioText } from './studio-texts';

export function EntryToggle({ id, pointer, entries }: { id: string; pointer: string; entries: CollapsedEntries }) {
  const t = useStudioText();
  const open = entries.open.has(id);
  return (
    <button type="button" className="studio-entry__toggle" aria-expanded={open} {...(open ? { 'aria-controls': `${id}-value` } : {})}
      data-testid={`studio-entry-${id}`} onClick={() => entries.toggle(id)}>
      {open ? t('entryClose') : t('entryOpen')}
      {!open && <span className="studio-entry__summary">{entries.summary(pointer) || t('entryEmpty')}</span>}
    </button>
  );
}
