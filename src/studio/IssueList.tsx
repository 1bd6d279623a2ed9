/**
 * The server's reasons for refusing a publish, in the editor's language. An issue of the open document
 * names its field as the form labels it and, when clicked, scrolls to the field and focuses it; issues
 * of other files (a route clash with another journey...) keep their file and pointer.
 */
import { useContext } from 'react';
import { fieldLabel } from './field-label';
import { focusField, type Reveal } from './focus-field';
import type { Issue } from './studio-session';
import { StudioLangContext, useIssueText } from './studio-texts';

interface Props {
  issues: Issue[];
  /** The open document: its file (issues of it are located in its form), form schema and data. */
  own?: { file: string; schema: unknown; data: unknown };
  /** Opens what hides the field at a pointer (a collapsed map entry or list item), so that it can be focused. */
  reveal?: Reveal;
}

export function IssueList({ issues, own, reveal }: Props) {
  const say = useIssueText();
  const { lang } = useContext(StudioLangContext);
  if (issues.length === 0) return null;
  return (
    <ul className="studio-issues" data-testid="studio-issues">
      {issues.map((i) => {
        const key = `${i.file}#${i.pointer}:${i.message}`;
        if (own && i.file === own.file && i.pointer !== '') {
          return (
            <li key={key}>
              <button type="button" className="studio-issue__field" data-testid="studio-issue-field" onClick={() => focusField(i.pointer, reveal)}>
                {fieldLabel(own.schema, own.data, i.pointer, lang)}
              </button>{' '}
              {say(i)}
            </li>
          );
        }
        return <li key={key}><code>{i.file}#{i.pointer}</code> {say(i)}</li>;
      })}
    </ul>
  );
}
