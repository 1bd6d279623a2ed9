/** What every studio screen needs once signed in: who, how they call, the lake client and the type list. */
import type { SanityClient } from '@sanity/client';
import { createContext, useContext } from 'react';
import type { StudioAuth } from './studio-session';

export type StudioRole = 'marketer' | 'ops' | 'admin';
/** Who is signed in (GET /api/studio/session): `author` is what their revisions record. */
export interface StudioWho { name: string; author: string; role: StudioRole; via: 'token' | 'session' }

export interface StudioType { name: string; title: string; docType: string; kind?: string }

export interface StudioSession {
  auth: StudioAuth;
  who: StudioWho;
  client: SanityClient;
  types: StudioType[];
  signOut(): void;
}

export const StudioContext = createContext<StudioSession | null>(null);

export function useStudio(): StudioSession {
  const s = useContext(StudioContext);
  if (!s) throw new Error('useStudio outside StudioContext');
  return s;
}
