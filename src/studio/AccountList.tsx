/** Admins: the studio's accounts (list, create, change role, disable or enable, reset a password). */
import { useCallback, useContext, useEffect, useState, type FormEvent } from 'react';
import { ConfirmButton } from './ConfirmButton';
import { useStudio, type StudioRole } from './studio-context';
import { studioCall, StudioHttpError } from './studio-session';
import { StudioLangContext, useStudioText } from './studio-texts';

interface Account { id: number; email: string; name: string; role: StudioRole; disabled: boolean; createdAt: string }
const ROLES: StudioRole[] = ['marketer', 'ops', 'admin'];
type Status = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export function AccountList() {
  const t = useStudioText();
  const { lang } = useContext(StudioLangContext);
  const { auth } = useStudio();
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [draft, setDraft] = useState({ email: '', name: '', role: 'marketer' as StudioRole, password: '' });
  const [passwords, setPasswords] = useState<Record<number, string>>({});

  const load = useCallback(async () => {
    const r = await studioCall<{ accounts: Account[] }>(auth, 'GET', '/api/studio/accounts');
    setAccounts(r.accounts);
  }, [auth]);
  useEffect(() => { void load(); }, [load]);

  /** Runs a change, then reloads the list; the server's reason (its words when it has them) otherwise. */
  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await change();
      await load();
      setStatus({ kind: 'ok', text: done });
      return true;
    } catch (e) {
      setStatus({ kind: 'error', text: e instanceof StudioHttpError && e.text ? e.text[lang] : e instanceof Error ? e.message : String(e) });
      return false;
    }
  };
  const update = (a: Account, change: Partial<Pick<Account, 'role' | 'disabled'>> | { password: string }) =>
    run(() => studioCall(auth, 'POST', `/api/studio/accounts/${a.id}`, change), t('accountSaved'));
  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => studioCall(auth, 'POST', '/api/studio/accounts', draft), t('accountCreated'))) setDraft({ email: '', name: '', role: 'marketer', password: '' });
  };

  return (
    <section data-testid="studio-accounts">
      <h2>{t('accounts')}</h2>
      <p>{t('accountsIntro')}</p>
      {status.kind !== 'idle' && <p className={status.kind === 'ok' ? 'studio-ok' : 'studio-error'} role="status" data-testid="studio-accounts-status">{status.text}</p>}
      {accounts === null ? <p>{t('loading')}</p> : (
        <table className="studio-table">
          <thead><tr><th>{t('email')}</th><th>{t('accountName')}</th><th>{t('accountRole')}</th><th>{t('accountState')}</th><th>{t('accountResetPassword')}</th></tr></thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id} data-testid={`studio-account-${a.email}`}>
                <td>{a.email}</td>
                <td>{a.name}</td>
                <td>
                  <select aria-label={`${t('accountRole')} ${a.email}`} value={a.role} onChange={(e) => void update(a, { role: e.target.value as StudioRole })}>
                    {ROLES.map((r) => <option key={r} value={r}>{t(`role_${r}`)}</option>)}
                  </select>
                </td>
                <td>
                  {a.disabled ? t('accountDisabled') : t('accountActive')}{' '}
                  {a.disabled
                    ? <button type="button" onClick={() => void update(a, { disabled: false })}>{t('accountEnable')}</button>
                    : <ConfirmButton testId={`studio-disable-${a.id}`} question={t('confirmDisable')} onConfirm={() => void update(a, { disabled: true })}>{t('accountDisable')}</ConfirmButton>}
                </td>
                <td>
                  <form className="studio-inline" onSubmit={(e) => {
                    e.preventDefault();
                    void update(a, { password: passwords[a.id] ?? '' }).then((ok) => { if (ok) setPasswords((p) => ({ ...p, [a.id]: '' })); });
                  }}>
                    <input type="password" autoComplete="new-password" aria-label={`${t('accountNewPassword')} ${a.email}`} minLength={10} maxLength={200}
                      value={passwords[a.id] ?? ''} onChange={(e) => setPasswords((p) => ({ ...p, [a.id]: e.target.value }))} />
                    <button type="submit">{t('accountResetPassword')}</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('accountNew')}</h3>
      <form className="studio-account-new" onSubmit={(e) => void create(e)} data-testid="studio-account-new">
        <label>{t('email')} <input type="email" required maxLength={254} data-testid="studio-account-email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} /></label>
        <label>{t('accountName')} <input required maxLength={120} data-testid="studio-account-name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} /></label>
        <label>{t('accountRole')} <select data-testid="studio-account-role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as StudioRole })}>
          {ROLES.map((r) => <option key={r} value={r}>{t(`role_${r}`)}</option>)}
        </select></label>
        <label>{t('accountNewPassword')} <input type="password" required minLength={10} maxLength={200} autoComplete="new-password" data-testid="studio-account-password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} /></label>
        <button type="submit" className="studio-primary" data-testid="studio-account-create">{t('create')}</button>
      </form>
    </section>
  );
}
