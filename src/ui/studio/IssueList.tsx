/** The server's reasons (file, JSON pointer, message) for refusing a publish. */
import type { Issue } from './studio-session';
import { useIssueText } from './studio-texts';

export function IssueList({ issues }: { issues: Issue[] }) {
  const say = useIssueText();
  if (issues.length === 0) return null;
  return (
    <ul className="studio-issues" data-testid="studio-issues">
      {issues.map((i) => (
        <li key={`${i.file}#${i.pointer}:${i.message}`}><code>{i.file}#{i.pointer}</code> {say(i)}</li>
      ))}
    </ul>
  );
}
